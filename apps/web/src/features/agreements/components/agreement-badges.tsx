import { ActionIcon, Badge, List, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Agreement, AgreementStatus } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.ts';
import { agreementText } from '../agreement-text.ts';

/** Today on this device, yyyy-MM-dd (the server counts days left for its own day). */
const today = () => dayjs().format('YYYY-MM-DD');

const STATUS_COLORS: Record<AgreementStatus, string> = { upcoming: 'blue', active: 'teal', ended: 'gray' };

export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm" tt="none">
      {t(`agreements.status.${status}`)}
    </Badge>
  );
}

/** "412 days left" while it runs or is to come; a dash once ended. */
export function DaysLeft({ agreement }: { agreement: Pick<Agreement, 'status' | 'daysLeft'> }) {
  const { t } = useTranslation();
  if (agreement.status === 'ended') return <>{t('agreements.ended')}</>;
  return <>{t('agreements.daysLeft', { count: agreement.daysLeft })}</>;
}

type UploadFields = Pick<Agreement, 'federationUploadedOn' | 'uploadDueOn'>;

/**
 * D45: the day it was uploaded to the federation platform; before that, the last day to do so
 * (start + 14 days), red once that day has passed.
 */
export function FederationUpload({ agreement }: { agreement: UploadFields }) {
  const { t, i18n } = useTranslation();
  const { federationUploadedOn, uploadDueOn } = agreement;
  if (federationUploadedOn) return <>{formatLongDate(federationUploadedOn, i18n.language)}</>;
  const date = formatLongDate(uploadDueOn, i18n.language);
  if (uploadDueOn < today()) {
    return (
      <Badge variant="filled" color="red" radius="sm" tt="none">
        {t('agreements.upload.overdue', { date })}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="orange" radius="sm" tt="none">
      {t('agreements.upload.dueBy', { date })}
    </Badge>
  );
}

/** What the sport's rule pack warns about this agreement: an icon, its words in a tooltip and its name. */
export function AgreementWarnings({ warnings }: { warnings: readonly string[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  const texts = warnings.map(agreementText);
  return (
    <Tooltip
      multiline
      w={320}
      withArrow
      label={
        <List size="xs" spacing={2}>
          {texts.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      }
    >
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={`${t('agreements.warnings.label', { count: texts.length })}: ${texts.join(' ')}`}
      >
        <IconAlertTriangle size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Yes or no, in words. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Text span size="sm">
      {value ? t('agreements.yes') : t('agreements.no')}
    </Text>
  );
}
