import { config } from 'zod/mini';

// The page's Content-Security-Policy forbids eval. zod probes for it with `new Function` when it
// builds an object schema, and Chromium reports the refused probe as a policy violation (an
// "Issue" that costs the page its best-practices score). Jitless, zod skips the probe and its
// compiled fast path, which the browser could not use anyway. Imported first in main.tsx, so it
// runs before any module builds a schema.
config({ jitless: true });
