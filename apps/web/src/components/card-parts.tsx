import { Button, Group, type GroupProps, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconPencil, IconTrash, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../lib/dates.ts';

/*
 * The parts every list card is made of (clubs, players, contacts, teams, transfers, currencies,
 * news, sports): its action buttons and its dimmed lines of facts.
 */

/** What a sport's list gives each of its cards: the sport, and the confirmation of Delete. */
export interface SportCardProps<T> {
  tenantId: string;
  onDelete: (item: T) => void;
}

interface CardButtonProps {
  /** The record's name, read out after the label so that each card's buttons differ for screen readers. */
  name: ReactNode;
  /** Narrower side padding, for a row of several buttons. */
  compact?: boolean;
}

/** A list card's Delete button (subtle, red). */
export function CardDeleteButton({ name, compact, onClick }: CardButtonProps & { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      px={compact ? 6 : undefined}
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
    >
      {t('common.delete')}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

interface CardLinkButtonProps extends CardButtonProps {
  to: string;
  label: ReactNode;
  /** Drawn before the label; `rightIcon` after it. */
  icon?: TablerIcon;
  rightIcon?: TablerIcon;
  variant?: 'light' | 'subtle';
}

/** A list card's link button: Edit, View, Read more. */
export function CardLinkButton({
  to,
  label,
  name,
  icon: LeftIcon,
  rightIcon: RightIcon,
  variant = 'light',
  compact,
}: CardLinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      variant={variant}
      size="xs"
      px={compact ? 6 : undefined}
      leftSection={LeftIcon && <LeftIcon size={14} aria-hidden />}
      rightSection={RightIcon && <RightIcon size={14} aria-hidden />}
    >
      {label}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

/** A list card's Edit link. */
export function CardEditButton(props: Omit<CardLinkButtonProps, 'label' | 'icon' | 'rightIcon'>) {
  const { t } = useTranslation();
  return <CardLinkButton {...props} label={t('common.edit')} icon={IconPencil} />;
}

interface CardLineProps {
  icon: TablerIcon;
  children: ReactNode;
  /** Cut the text to one line with an ellipsis. */
  truncate?: boolean;
  lineClamp?: number;
}

/** One dimmed fact of a list card after its icon: a date, a count, a league. */
export function CardLine({ icon: LineIcon, children, truncate, lineClamp }: CardLineProps) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" miw={truncate ? 0 : undefined}>
      <LineIcon size={15} aria-hidden />
      <Text size="sm" truncate={truncate} lineClamp={lineClamp}>
        {children}
      </Text>
    </Group>
  );
}

/** The card's "Added <date>" line; `text` words it with the date in the reader's language. */
export function CardAddedLine({ createdAt, text }: { createdAt: string; text: (date: string) => string }) {
  const { i18n } = useTranslation();
  return <CardLine icon={IconCalendar}>{text(formatLongDate(createdAt, i18n.language))}</CardLine>;
}

/** The card's row of buttons, pinned to the bottom so that they line up across a row of cards. */
export function CardFooter({ justify = 'flex-end', children, ...rest }: GroupProps) {
  return (
    <Group justify={justify} mt="auto" pt="lg" gap="xs" {...rest}>
      {children}
    </Group>
  );
}
