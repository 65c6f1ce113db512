import { LOCAL_TEST_PORT } from '@transferdesk/shared';

/** The page-level browser actions, in one place so that tests can stand in for them. */
export const browser = {
  reload: (): void => window.location.reload(),
  /** Hands a file to the browser as a download. */
  saveFile: (blob: Blob, filename: string): void => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the URL after click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
  /** D12: forced reloads are skipped on the local test host. */
  isLocalTestHost: (): boolean => window.location.port === String(LOCAL_TEST_PORT),
};
