// npm start: builds the web client (and the server's rendering of it, dist/ssr) when dist/web is
// missing or older than its sources, then starts the server. A fresh clone needs no other step
// after `npm install`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTracing } from './observability/tracing.ts';

// before anything loads http or pg (api/observability/tracing.ts); nothing when OTEL_EXPORTER_OTLP_ENDPOINT is unset
await startTracing();

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = path.join(process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'dist', 'web'), 'index.html');
const ssrDir = process.env.SSR_DIST_DIR ? path.resolve(process.env.SSR_DIST_DIR) : path.join(root, 'dist', 'ssr');
const sources = ['web', 'lib', 'vite.config.ts'].map((entry) => path.join(root, entry));

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

if (!existsSync(distIndex) || !existsSync(path.join(ssrDir, 'entry-server.js')) || statSync(distIndex).mtimeMs < Math.max(...sources.map(newestChange))) {
  console.log('building the web client…');
  const nodeEnv = process.env.NODE_ENV;
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'entry-server.tsx', outDir: ssrDir } });
  // Vite sets NODE_ENV=production for its build; the server must see the user's own value.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

const { startServer } = await import('./server.ts');
await startServer();
