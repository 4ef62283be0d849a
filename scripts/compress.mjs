// Pre-compresses the built client (gzip and brotli) so the server sends compressed files
// without spending CPU per request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = `${process.env.DIST_DIR ?? 'dist'}/client`;
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest|ico|map)$/;
let files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      files++;
    }
  }
}
walk(root);
console.log(`pre-compressed ${files} files in ${root}`);
