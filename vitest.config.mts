import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine. Both suites
    // are CPU-bound and the main process does little, so every core runs a worker.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Test files share each worker's module cache (Material UI and the site's modules are imported once per
          // worker, not once per file): a quarter of the stage's time. The set-up file clears the DOM and storage
          // after every test; the suite passes in shuffled file orders (`--sequence.shuffle.files`).
          isolate: false,
          include: ['tests/unit/**/*.test.{ts,tsx,mjs}'],
          setupFiles: ['tests/unit/setup.ts'],
          // The Data Grid's ESM entry imports its CSS: Vite has to transform it (see STACK.md).
          server: { deps: { inline: [/@mui\/x-data-grid/] } },
        },
      },
      {
        // File-level checks over the exported site; run after `npm run build`.
        extends: true,
        test: {
          name: 'out',
          environment: 'node',
          // A check reads up to every page of the export (1,400 files): seconds, more on a busy machine than the
          // default 5 s per test allow.
          testTimeout: 60_000,
          include: ['tests/out/**/*.test.ts'],
        },
      },
    ],
  },
});
