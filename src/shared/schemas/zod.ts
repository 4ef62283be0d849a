import { z } from 'zod';

// In the browser the CSP forbids eval: zod must neither compile its validators with
// `new Function` nor probe whether it may (the probe alone is reported as a CSP violation).
// This runs before any schema is built, as every schema module imports `z` from here.
// The server keeps the compiled validators.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
