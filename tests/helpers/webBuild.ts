// The web client's real build (`npm run build:web`, which `npm install` runs): dist/web, the pages
// and scripts, and dist/ssr, the server rendering's build, whose first-load queries and renderer the
// API loads (api/http/serverRendering.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY } from '../../api/http/serverRendering.ts';

const WEB_DIST = path.resolve('dist/web');
const SSR_DIST = path.resolve('dist/ssr');

function built(dir: string, file: string): string {
  if (!existsSync(path.join(dir, file))) throw new Error(`the web build is missing (${path.join(dir, file)}): run \`npm run build:web\` (npm install runs it)`);
  return dir;
}

export const webBuild = (): string => built(WEB_DIST, 'index.html');

export const serverRenderingBuild = (): string => built(SSR_DIST, SERVER_ENTRY);
