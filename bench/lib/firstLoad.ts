// The JavaScript a first visit of each route loads before the page can render, read from a build's
// Vite manifest: shared by `npm run bench:web` and the size budget test (tests/unit/webBudget.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import { ROUTE_MODULES } from '../../web/routes/routeTable.ts';

export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A production build of vite.config.ts with `build` options, whoever calls. */
async function productionBuild(options: InlineConfig['build']): Promise<void> {
  // vitest sets NODE_ENV=test, which would give React's development build; the caller's own value is
  // put back afterwards
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // root given: under vitest (the size budget test) vite.config.ts would take the repository as its root
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), root: path.join(ROOT, 'web'), mode: 'production', logLevel: 'warn', build: options });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds the web client into `outDir` with Vite's manifest (.vite/manifest.json) and no source maps. */
export async function buildWeb(outDir: string): Promise<void> {
  await productionBuild({ outDir, emptyOutDir: true, manifest: true, sourcemap: false });
}

/** The server's rendering of the same app (web/entry-server.tsx, `vite build --ssr`) into outDir. */
export async function buildServerRendering(outDir: string): Promise<void> {
  await productionBuild({ ssr: 'entry-server.tsx', outDir, emptyOutDir: true, sourcemap: false });
}

export type Size = { gzip: number; brotli: number };

function compressedSize(file: string): Size {
  const content = readFileSync(file);
  return {
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const total = (sizes: Size[]): Size => sizes.reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { gzip: 0, brotli: 0 });

/** The chunk and everything it imports statically (what the browser must load before running it). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export type RouteLoad = {
  route: string;
  /** The scripts of the first load: the shell's and the page's. */
  scripts: number;
  size: Size;
  /** What the page adds to the shell, gzip. */
  pageGzip: number;
};

export type FirstLoad = { shell: Size; all: Size; routes: RouteLoad[] };

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * Per route of web/routes/routeTable.ts, the scripts of a first visit: those index.html loads and their
 * static imports (the shell: React, Relay, the router, i18n, the layouts), the Chinese texts (main.tsx waits
 * for the texts of the language in use, Chinese by default) and the route's own chunk with its static
 * imports. Sizes are gzip (level 9) and brotli (quality 11), as the server sends them.
 */
export function firstLoad(outDir: string): FirstLoad {
  const manifest = readManifest(outDir);
  const sizes = new Map<string, Size>();
  const sizeOf = (key: string): Size => {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) return { gzip: 0, brotli: 0 };
    if (!sizes.has(file)) sizes.set(file, compressedSize(path.join(outDir, file)));
    return sizes.get(file) ?? { gzip: 0, brotli: 0 };
  };
  const sizeOfAll = (keys: Iterable<string>) => total([...keys].map(sizeOf));
  // the shell: the scripts index.html loads (the entry, or with the shell chunk group the libraries
  // and the shell as module scripts) with their imports, and the Chinese texts
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]));
  const entries = Object.keys(manifest).filter((key) => loaded.has(manifest[key].file));
  if (entries.length === 0) throw new Error('index.html of the build loads no script of its manifest');
  const defaultTexts = Object.keys(manifest).find((key) => key === 'i18n/zh.ts' || key === 'web/i18n/zh.ts' || manifest[key].src === 'i18n/zh.ts');
  if (!defaultTexts) throw new Error('the build has no chunk for the Chinese texts');
  const shell = staticClosure(manifest, defaultTexts);
  for (const entry of entries) staticClosure(manifest, entry, shell);
  const shellSize = sizeOfAll(shell);

  const routes: RouteLoad[] = [];
  for (const { route, module } of ROUTE_MODULES) {
    const key = Object.keys(manifest).find((candidate) => candidate === module || candidate === `web/${module}` || manifest[candidate].src === module);
    // a page the shell imports statically (the 404 page, which the error page shows) has no chunk
    const first = key ? staticClosure(manifest, key, new Set(shell)) : new Set(shell);
    const size = sizeOfAll(first);
    routes.push({ route, scripts: first.size, size, pageGzip: size.gzip - shellSize.gzip });
  }
  return { shell: shellSize, all: sizeOfAll(Object.keys(manifest)), routes };
}
