// Bundles the server into dist/server/index.js (dependencies stay external) and copies the
// committed migrations beside it, where src/server/db/client.ts looks for them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const dist = process.env.DIST_DIR ?? 'dist';
rmSync(`${dist}/server`, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/index.ts'],
  outfile: `${dist}/server/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // `@shared/…` resolves through tsconfig.json's `paths`, as in the editor, Vitest, tsx and Vite.
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  define: { __APP_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${dist}/server/migrations`, { recursive: true });
console.log(`server bundled: ${dist}/server/index.js (v${version})`);
