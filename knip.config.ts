import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: files, exports and dependencies that nothing uses. Knip's plugins add the
 * entries their tools define: Vite (index.html → src/client/main.tsx, and the service worker
 * src/client/features/pwa/sw.ts through vite-plugin-pwa), Vitest and Playwright (test files and
 * setup), ESLint, Drizzle Kit, Tailwind and Prettier (their configs). Listed here: the rest.
 */
const config: KnipConfig = {
  entry: [
    // The server, bundled by scripts/build-server.mjs and run by `npm run dev`.
    'src/server/index.ts',
    // The page renderer of `vite build --ssr` (build:client).
    'src/client/prerender.tsx',
    // Processes that *.pg.test.ts start on their own (tsx <file>).
    'src/**/*.pg-worker.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.{ts,mjs}',
    'tests/**/*.{ts,mjs}',
  ],
  project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'tests/**/*.{ts,mjs}'],
  // An export also used inside its own file (a schema composed into a bigger one, a constant a
  // function reads) is part of the module's face, not dead code.
  ignoreExportsUsedInFile: true,
};

export default config;
