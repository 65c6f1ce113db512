import { Badge } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../lib/dates.ts';
import { erasedAtOf, isErased, type NamedPerson } from '../lib/person-name.ts';

/** D48: "Erased on 26 November 2026" in the header of an erased person's page; nothing otherwise. */
export function ErasedBadge({ person }: { person: NamedPerson }) {
  const { t, i18n } = useTranslation();
  if (!isErased(person)) return null;
  const erasedAt = erasedAtOf(person);
  return (
    <Badge
      variant="light"
      color="gray"
      radius="sm"
      tt="none"
      leftSection={<IconEraser size={12} aria-hidden />}
    >
      {erasedAt
        ? t('personalData.erasedOn', { date: formatLongDate(erasedAt, i18n.language) })
        : t('personalData.erased')}
    </Badge>
  );
}
