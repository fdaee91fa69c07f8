// npm run dev: the API restarted on every change (node --watch) and Vite's dev server with hot
// reload for the web client, which proxies /graphql and /web to the API.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'api/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});

const vite = await createServer({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
api.once('exit', (code) => {
  if (code !== null && code !== 0) console.error(`API exited with code ${code}`);
});
