import { readFileSync } from 'node:fs';
import { join } from 'node:path';

declare const __APP_VERSION__: string | undefined;

/** Set at build time by scripts/build-server.mjs; read from package.json when run from sources. */
export const appVersion: string =
  typeof __APP_VERSION__ === 'string'
    ? __APP_VERSION__
    : (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
