import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessages } from '../lib/server-errors.ts';

interface ErrorAlertProps {
  /** The spec's message for what failed, e.g. "Could not submit the sport profile". */
  title: string;
  /** What the failed call threw; an HttpError carries the server's error body. */
  error: unknown;
  /**
   * The form's fields that show the server's message about them themselves (`serverFieldErrors`):
   * left out here, so that each message is shown once, under the field's label.
   */
  atFields?: readonly string[];
  /** Field keys and their labels: a message about one of them (not shown at it) names the label. */
  labels?: Readonly<Record<string, string>>;
  /**
   * The form shows what the server said at a field itself, though the server named none (a 409
   * about the e-mail address): the title alone, so that the message is shown once.
   */
  shownAtField?: boolean;
}

/** Spec 8, generic server error display: the server's messages under a title naming what failed. */
export function ErrorAlert({ title, error, atFields, labels, shownAtField = false }: ErrorAlertProps) {
  // Subscribes to language changes; the messages themselves are translated below.
  useTranslation();
  const messages = shownAtField ? [] : serverErrorMessages(error, atFields, labels);
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      {messages.length === 0 ? null : messages.length === 1 ? (
        <Text size="sm">{messages[0]}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
