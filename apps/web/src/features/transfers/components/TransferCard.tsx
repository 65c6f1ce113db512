import { Badge, Card, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { Transfer } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardAddedLine,
  CardDeleteButton,
  CardEditButton,
  CardFooter,
  CardLine,
  type SportCardProps,
} from '../../../components/card-parts.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';

interface TransferCardProps extends SportCardProps<Transfer> {
  transfer: Transfer;
  /** Today as yyyy-MM-dd: the window open today is marked as the current one. */
  today: string;
}

/** One transfer window (spec 2, Transfers): name, years, from–to dates, Edit and Delete. */
export function TransferCard({ transfer, tenantId, today, onDelete }: TransferCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const isCurrent = transfer.fromDate <= today && today <= transfer.toDate;
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId} lineClamp={2}>
            {transfer.name}
          </Title>
          {isCurrent && (
            <Badge size="xs" variant="light" color="teal" radius="sm" tt="none" flex="none">
              {t('transfers.card.current')}
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            <VisuallyHidden>{t('transfers.card.years')}: </VisuallyHidden>
            {transfer.years}
          </Badge>
        </Group>
        <CardLine icon={IconCalendarEvent}>
          {t('transfers.card.period', {
            from: formatLongDate(transfer.fromDate, i18n.language),
            to: formatLongDate(transfer.toDate, i18n.language),
          })}
        </CardLine>
        <CardAddedLine createdAt={transfer.createdAt} text={(date) => t('transfers.card.added', { date })} />
      </Stack>
      <CardFooter>
        <CardDeleteButton name={transfer.name} onClick={() => onDelete(transfer)} />
        <CardEditButton to={paths.transfers.transfer(tenantId, transfer.id)} name={transfer.name} />
      </CardFooter>
    </Card>
  );
}
