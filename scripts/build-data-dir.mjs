// Prepares the embedded database a new installation starts from: every committed migration
// applied and the built-in content seeded, dumped with PGlite's `dumpDataDir` into
// dist/server/pglite-data.tar.gz, with the PGlite version that wrote it in pglite-data.json.
// A first start on an empty DATA_DIR loads it instead of running initdb (src/server/db/client.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const dist = process.env.DIST_DIR ?? 'dist';
const { prepareDataDir, pgliteVersion } = await tsImport('../src/server/db/client.ts', import.meta.url);
const { seedContent } = await tsImport('../src/server/db/seed/index.ts', import.meta.url);

const startedAt = Date.now();
const tarball = await prepareDataDir(seedContent);
const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8'));
mkdirSync(`${dist}/server`, { recursive: true });
writeFileSync(`${dist}/server/pglite-data.tar.gz`, tarball);
writeFileSync(
  `${dist}/server/pglite-data.json`,
  `${JSON.stringify({ pglite: pgliteVersion(), migration: journal.entries.at(-1)?.tag ?? null }, null, 2)}\n`,
);
const mb = (tarball.length / 1048576).toFixed(1);
console.log(`data directory prepared: ${dist}/server/pglite-data.tar.gz (${mb} MB, ${Date.now() - startedAt} ms)`);
