#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, port 3001) and Vite (hot reload, port 3000) side by side.
// Vite proxies /core to the API, so the browser sees one origin at http://localhost:3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@transferdesk/api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@transferdesk/web'], { stdio: 'inherit' }),
];

function stop(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
