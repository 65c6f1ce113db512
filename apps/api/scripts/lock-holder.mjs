import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * What the server holding a data folder says about itself on its lock socket (db/data-folder-lock.ts);
 * undefined when nobody answers. Used by `npm run restore` and `npm run demo:reset` to refuse a
 * folder a running server holds.
 */
export function askLockHolder(file) {
  return new Promise((resolve) => {
    if (!existsSync(file)) return resolve(undefined);
    let text = '';
    const socket = connect(file);
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve({ pid: 'unknown' });
      }
    });
    socket.on('error', () => resolve(undefined));
  });
}
