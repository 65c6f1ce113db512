import { startBuiltServer } from './built-server.ts';

/** The server every journey shares; its address is only known once it listens. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
