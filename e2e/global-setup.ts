import { startAuditRun } from './axe.ts';
import { startBuiltServer } from './built-server.ts';

/**
 * The server every journey shares (its address is only known once it listens), and the folder in
 * which the workers note the pages axe has scanned.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  const endAuditRun = startAuditRun();
  return async () => {
    endAuditRun();
    await server.stop();
  };
}
