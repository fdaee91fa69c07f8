// `npm run bench:web`: builds the web client (into a temporary directory, with Vite's manifest) and
// prints, for every route of web/routes/routes.tsx, the scripts a first visit of that route loads
// before the page can render: the entry chunk and its static imports (the shell: React, Relay, the
// router, i18n, the layouts) plus the route's own chunk and its static imports. Sizes are gzip
// (level 9, as the server sends them: the build writes .gz and .br beside every asset) and brotli,
// measured in this one run; nothing is timed. It prints the home page's first load against its
// budget (issue 13: 200 KB gz).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { formatTable } from './lib/table.ts';

const HOME_BUDGET_BYTES = 200 * 1024;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Route path → the page module it loads on demand, read from the routes file itself. */
export function routeModules(routesSource: string): { route: string; module: string }[] {
  const result: { route: string; module: string }[] = [];
  const userStart = routesSource.indexOf("path: 'user'");
  const outsideStart = routesSource.indexOf('// outside both layouts');
  for (const match of routesSource.matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)) {
    const before = routesSource.slice(0, match.index);
    const declared = [...before.matchAll(/path:\s*'([^']+)'|index:\s*true/g)].at(-1);
    const segment = declared?.[1] ?? '';
    const at = match.index ?? 0;
    const inUserArea = userStart >= 0 && at > userStart && (outsideStart < 0 || at < outsideStart);
    const route = segment === '*' ? '/<unknown path>' : inUserArea ? `/user/${segment}` : `/${segment}`;
    result.push({ route, module: `pages/${match[1].slice('pages/'.length)}` });
  }
  return result;
}

type Size = { gzip: number; brotli: number };

function compressedSize(file: string): Size {
  const content = readFileSync(file);
  return {
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const total = (sizes: Size[]): Size => sizes.reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { gzip: 0, brotli: 0 });

/** The chunk and everything it imports statically (what the browser must load before running it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  try {
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const sizes = new Map<string, Size>();
    const sizeOf = (key: string): Size => {
      const file = manifest[key]?.file;
      if (!file?.endsWith('.js')) return { gzip: 0, brotli: 0 };
      if (!sizes.has(file)) sizes.set(file, compressedSize(path.join(outDir, file)));
      return sizes.get(file) ?? { gzip: 0, brotli: 0 };
    };
    const sizeOfAll = (keys: Iterable<string>) => total([...keys].map(sizeOf));
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!entry) throw new Error('the build has no entry chunk');
    // main.tsx waits for the texts of the language in use (Chinese by default) before the first render
    const defaultTexts = Object.keys(manifest).find((key) => key === 'i18n/zh.ts' || key === 'web/i18n/zh.ts' || manifest[key].src === 'i18n/zh.ts');
    if (!defaultTexts) throw new Error('the build has no chunk for the Chinese texts');
    const shell = staticClosure(manifest, defaultTexts, staticClosure(manifest, entry));
    const shellSize = sizeOfAll(shell);
    const allSize = sizeOfAll(Object.keys(manifest));

    const routes = routeModules(readFileSync(path.join(root, 'web/routes/routes.tsx'), 'utf8'));
    const rows: string[][] = [];
    let homeBytes = 0;
    for (const { route, module } of routes) {
      const key = Object.keys(manifest).find((candidate) => candidate === module || candidate === `web/${module}` || manifest[candidate].src === module);
      // a page the shell imports statically (the 404 page, which the error page shows) has no chunk
      const first = key ? staticClosure(manifest, key, new Set(shell)) : new Set(shell);
      const size = sizeOfAll(first);
      if (route === '/') homeBytes = size.gzip;
      rows.push([route, String(first.size), kb(size.gzip), kb(size.gzip - shellSize.gzip), kb(size.brotli), percent(size.gzip / allSize.gzip)]);
    }
    console.log(
      `Web client, the JavaScript of a first visit per route (the shell: ${kb(shellSize.gzip)} gzip, ${kb(shellSize.brotli)} brotli; the whole app: ${kb(allSize.gzip)} gzip)\n`,
    );
    console.log(
      formatTable(['route', 'scripts', 'gzip', 'of which the page', 'brotli', 'share of the whole app'], rows, [
        'left',
        'right',
        'right',
        'right',
        'right',
        'right',
      ]),
    );
    console.log(`\nhome page: ${kb(homeBytes)} of the ${kb(HOME_BUDGET_BYTES)} budget (${percent(homeBytes / HOME_BUDGET_BYTES)})`);
    if (homeBytes > HOME_BUDGET_BYTES) console.log('over budget: see docs/web-client.md (web client size) for where the bytes go');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
