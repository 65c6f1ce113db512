import { List, Stack, Text, Title } from '@mantine/core';
import type { ErasurePreview } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.ts';
import { translateKnownText } from '../../../lib/i18n.ts';
import { countLines } from '../erasure-text.ts';

/** One part of the confirmation: a heading (named for the part's region) and what it says. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap={4} aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * D48, what the confirmation names before anything is erased: what is deleted (by kind), what is
 * kept restricted, until when and why, and the club contacts who received the CV.
 */
export function ErasureSummary({ preview }: { preview: ErasurePreview }) {
  const { t, i18n } = useTranslation();
  const deleted = countLines(preview.deleted);
  const { restricted, recipients } = preview;
  return (
    <Stack gap="md">
      <Part id="erasure-deleted" title={t('personalData.erase.deletedTitle')}>
        <Text size="sm">{t('personalData.erase.fieldsBlanked')}</Text>
        {deleted.length > 0 ? (
          <List size="sm" spacing={2}>
            {deleted.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('personalData.erase.noFiles')}
          </Text>
        )}
      </Part>
      <Part id="erasure-kept" title={t('personalData.erase.keptTitle')}>
        {restricted.agreements > 0 ? (
          <>
            <Text size="sm">
              {t('personalData.erase.keptAgreements', {
                count: restricted.agreements,
                date: formatLongDate(restricted.restrictedUntil, i18n.language),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {translateKnownText(restricted.reason)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('personalData.erase.nothingKept')}
          </Text>
        )}
      </Part>
      {preview.isPlayer && (
        <Part id="erasure-recipients" title={t('personalData.erase.recipientsTitle')}>
          {recipients.length > 0 ? (
            <List size="sm" spacing={2}>
              {recipients.map((recipient) => (
                <List.Item key={recipient.contactId}>
                  {t(recipient.club ? 'personalData.erase.recipient' : 'personalData.erase.recipientNoClub', {
                    name: recipient.name || recipient.email,
                    club: recipient.club,
                    email: recipient.email,
                  })}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t('personalData.erase.noRecipients')}
            </Text>
          )}
        </Part>
      )}
    </Stack>
  );
}
