import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
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
    // the relay.config.js options directly (its own config lookup cannot read an ES module config).
    babel({
      include: /[\\/]web[\\/].*\.[jt]sx?$/,
      exclude: /[\\/](node_modules|__generated__)[\\/]/,
      plugins: [
        [
          'babel-plugin-relay',
          {
            artifactDirectory: path.join(rootDir, relayConfig.artifactDirectory),
            eagerEsModules: relayConfig.eagerEsModules,
          },
        ],
      ],
    }),
  ],
  build: {
    outDir: path.join(rootDir, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/web': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
});
