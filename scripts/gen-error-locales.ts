// Writes the client's `errors` namespace (src/client/locales/errors/{it,en}.json) from the one
// error catalogue in src/shared/errors. Run `npm run i18n:errors` after changing a message;
// src/client/lib/error-locales.test.ts fails when the files are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { errorLocale } from '../src/shared/errors/locale';

mkdirSync('src/client/locales/errors', { recursive: true });
for (const lang of ['it', 'en'] as const) {
  writeFileSync(`src/client/locales/errors/${lang}.json`, `${JSON.stringify(errorLocale(lang), null, 2)}\n`);
}
console.log('wrote src/client/locales/errors/{it,en}.json');
