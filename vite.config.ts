import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './scripts/localeParts.ts';

// The console server owns these paths; the dev server forwards them to a console started on port 8080.
const SERVER_PATHS = ['/api', '/oauth', '/login', '/live', '/health', '/manuals'];
const target = process.env.CONSOLE_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), localeParts(`${import.meta.dirname}/src/web/locales`)],
  resolve: {
    // Every `zod` import gets zod already told not to probe for eval (CSP), so zod loads only with the screens using it.
    alias: [{ find: /^zod$/, replacement: `${import.meta.dirname}/src/web/zodWithoutEval.ts` }],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // scripts/check-bundle-budget.ts reads which chunks each page loads from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Every module the entry loads in the entry's chunk: left to itself the bundler makes ~40 small chunks of
        // those shared with lazy pages, one request each before /home shows (ADR 0026).
        codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target, ws: path === '/live' }])),
  },
});
