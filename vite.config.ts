import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const relayConfig = createRequire(import.meta.url)('./relay.config.js') as { artifactDirectory: string; eagerEsModules: boolean };
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The web app: Vite root is web/, the build goes to dist/web, which the API server serves with an
// SPA fallback. In development Vite proxies the API paths to the server on port 3000.
export default defineConfig({
  // Under vitest (its `web` project extends this file) the root stays the repository, where the
  // projects' include patterns are resolved.
  root: process.env.VITEST ? rootDir : path.join(rootDir, 'web'),
  publicDir: false,
  plugins: [
    react(),
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
      ],
    }),
  ],
  build: {
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
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
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
});
