import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': r('./src/client'), '@shared': r('./src/shared') };

/**
 * Two projects: `server` (Node: server, shared, scripts; DB-backed suites run on in-memory PGlite,
 * and again on PostgreSQL when TEST_DB=postgres) and `client` (jsdom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          // `*.pg.test.ts` prove what only a real PostgreSQL can (concurrency across processes):
          // they run in the PostgreSQL pass only.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
          setupFiles: ['tests/setup/server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts'],
        },
      },
    ],
  },
});
