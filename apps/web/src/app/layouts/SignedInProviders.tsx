import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import type { ReactNode } from 'react';

/** Confirmation dialogs and notifications, for the pages of a signed-in user. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider>
      <Notifications position="top-right" zIndex={1000} />
      {children}
    </ModalsProvider>
  );
}
