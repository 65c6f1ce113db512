import { ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconContract,
  IconFileCertificate,
  IconId,
  IconLockOpen,
  IconMailOff,
  IconMessageOff,
  IconMessageReply,
  type IconProps,
  IconUpload,
} from '@tabler/icons-react';
import type { NotificationEvent, ReminderKind } from '@transferdesk/shared';
import type { ComponentType } from 'react';

type Kind = ReminderKind | 'pitchAnswered';

/** One picture and colour a kind, so that the list can be scanned before it is read. */
const ICONS: Record<Kind, { Icon: ComponentType<IconProps>; color: string }> = {
  pitchAnswered: { Icon: IconMessageReply, color: 'teal' },
  agreementEnding: { Icon: IconFileCertificate, color: 'blue' },
  exclusiveEnding: { Icon: IconLockOpen, color: 'violet' },
  uploadDue: { Icon: IconUpload, color: 'orange' },
  uploadOverdue: { Icon: IconAlertTriangle, color: 'red' },
  playerContractEnding: { Icon: IconContract, color: 'cyan' },
  documentExpiring: { Icon: IconId, color: 'yellow' },
  pitchNotOpened: { Icon: IconMailOff, color: 'gray' },
  pitchNoFeedback: { Icon: IconMessageOff, color: 'grape' },
};

/** The kind of a notification, e.g. `agreementEnding` for a reminder, `pitchAnswered` for a club's answer. */
export const kindOf = (event: NotificationEvent): Kind =>
  event.kind === 'reminder' ? event.reminder : event.kind;

/** The kind's picture; decorative, since the sentence beside it says what happened. */
export function NotificationIcon({ event }: { event: NotificationEvent }) {
  const { Icon, color } = ICONS[kindOf(event)];
  return (
    <ThemeIcon size={26} radius="xl" variant="light" color={color} aria-hidden>
      <Icon size={16} stroke={1.8} />
    </ThemeIcon>
  );
}
