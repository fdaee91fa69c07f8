import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { ROUTE_MODULES } from './web/routes/routeTable.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
/** react-markdown, remark-gfm and the unified, micromark, mdast and hast packages that only they use. */
const MARKDOWN_PACKAGES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${[
    'react-markdown',
    'remark-[^\\\\/]+',
    'micromark[^\\\\/]*',
    '(?:mdast|hast|unist|estree)-util-[^\\\\/]+',
    'unified',
    'vfile[^\\\\/]*',
    'bail',
    'trough',
    'devlop',
    'zwitch',
    'ccount',
    'longest-streak',
    'markdown-table',
    'trim-lines',
    'html-url-attributes',
    'property-information',
    '(?:comma|space)-separated-tokens',
    'decode-named-character-reference',
    'character-(?:entities[^\\\\/]*|reference-invalid)',
    '(?:parse|stringify)-entities',
    'is-(?:alphabetical|alphanumerical|decimal|hexadecimal)',
    'style-to-(?:object|js)',
    'inline-style-parser',
    '@ungap[\\\\/]structured-clone',
  ].join('|')})[\\\\/]`,
);
const relayConfig = createRequire(import.meta.url)('./relay.config.js') as { artifactDirectory: string; eagerEsModules: boolean };
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Writes a .gz (level 9) and a .br (quality 11) beside every script, page and stylesheet of the
 * build, which the server sends to browsers that accept them (@fastify/static `preCompressed`): the
 * assets are compressed once at build time instead of on every request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The build's first-load manifest, which the server reads to hint each page's scripts (api/http/pageHtml.ts). */
const FIRST_LOAD_MANIFEST = 'first-load.json';

/**
 * Writes first-load.json beside index.html: for each language's texts and for each route of
 * web/routes/routeTable.ts (`/market`, `/help/:serial?`), the scripts it loads on demand with their
 * static imports, minus what index.html already loads (the entry and its imports). The server puts
 * them in the page as modulepreload links, so that a first visit fetches the texts and the page's
 * code beside the shell instead of after it.
 */
function firstLoadManifest(): Plugin {
  return {
    name: 'first-load-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('the build has no entry chunk');
      const shell = closure(entry.fileName);
      const scriptsOf = (modulePath: string): string[] => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/web/${modulePath}`));
        if (!chunk) return [];
        return [...closure(chunk.fileName)].filter((file) => !shell.has(file)).map((file) => `/${file}`);
      };
      const manifest = {
        texts: { zh: scriptsOf('i18n/zh.ts'), en: scriptsOf('i18n/en.ts') },
        routes: Object.fromEntries(
          ROUTE_MODULES.filter(({ route }) => route.startsWith('/') && !route.includes('<')).map(({ route, module }) => [route, scriptsOf(module)]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

/** The server's rendering of first visits (web/entry-server.tsx), built by `vite build --ssr`. */
const SSR_OUT_DIR = path.join(rootDir, 'dist/ssr');

// The web app: Vite root is web/, the build goes to dist/web, which the API server serves with an
// SPA fallback. In development Vite proxies the API paths to the server on port 3000. The second
// build (`--ssr`) is the same app for the server to render first visits with (dist/ssr).
export default defineConfig(({ isSsrBuild }) => ({
  // Under vitest (its `web` project extends this file) the root stays the repository, where the
  // projects' include patterns are resolved.
  root: process.env.VITEST ? rootDir : path.join(rootDir, 'web'),
  publicDir: false,
  resolve: {
    // the hooks entry of react-relay: the same hooks without the legacy containers (QueryRenderer,
    // createFragmentContainer…), which the package's main entry would put in every first load
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  // styled-components is bundled: its CommonJS build, imported from an ES module, has no default export
  ssr: { noExternal: ['styled-components'] },
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [precompress(), firstLoadManifest()]),
    // babel-plugin-relay replaces graphql`` tags by imports of the compiler's artifacts. It is given
    // the relay.config.js options directly (its own config lookup cannot read an ES module config),
    // and only runs on the files that contain a graphql tag.
    babel({
      include: /[\\/]web[\\/].*\.[jt]sx?$/,
      exclude: /[\\/](node_modules|__generated__)[\\/]/,
      presets: [
        defineRolldownBabelPreset({
          preset: {
            plugins: [
              [
                'babel-plugin-relay',
                {
                  artifactDirectory: path.join(rootDir, relayConfig.artifactDirectory),
                  eagerEsModules: relayConfig.eagerEsModules,
                },
              ],
            ],
          },
          rolldown: { filter: { code: 'graphql`' } },
        }),
        // Each styled component gets its id from its file and place, not from the order in which
        // the modules ran: the server (which has run every page's module) and the browser (which
        // has run the page's own) then name its class alike, and a rendered page hydrates as is.
        defineRolldownBabelPreset({
          preset: { plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]] },
          rolldown: { filter: { code: 'styled-components' } },
        }),
      ],
    }),
  ],
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: path.join(rootDir, 'dist/web'),
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            // Libraries change less often than the app: separate, long-cached chunks.
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
                { name: 'relay', test: /[\\/]node_modules[\\/](relay-runtime|react-relay|fbjs|invariant)[\\/]/, priority: 2 },
                // the Markdown renderer of the article pages (help, news, agreements): a chunk only they
                // load, never part of the first load; after react's group, which keeps React to itself
                { name: 'markdown', test: MARKDOWN_PACKAGES, priority: 1.5 },
                // the QR code of /download/app: that page's own chunk, never part of the first load
                { name: 'qrcode', test: /[\\/]node_modules[\\/]qrcode\.react[\\/]/, priority: 1.5 },
                // the live events' protocol client: loaded with a signed-in visitor's first subscription
                { name: 'live', test: /[\\/]node_modules[\\/]graphql-sse[\\/]/, priority: 1.5 },
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
                // the app's own modules of the first load (main.tsx and what it imports, directly or not:
                // the layouts, the header, the session, the shared helpers): one chunk instead of some
                // thirty of a kilobyte or two, each a request of its own on a slow network. Rolldown
                // then makes it the entry itself: index.html loads it and the libraries as module scripts.
                { name: 'shell', test: /[\\/]web[\\/]/, tags: ['$initial'], priority: 0.5 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // the API's origin check compares Origin with Host: keep the page's host (localhost:5173)
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/web': { target: apiTarget, changeOrigin: false },
      // avatars: the default one and the uploaded ones are files the API serves
      '/avatars': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
}));
