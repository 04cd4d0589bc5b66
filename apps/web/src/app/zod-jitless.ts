// The page's Content-Security-Policy forbids eval. zod probes for it with `new Function` the
// first time it parses an object, and Chromium reports the refused probe as a policy violation
// (an "Issue" that costs the page its best-practices score). Jitless, zod skips the probe and its
// compiled fast path, which the browser could not use anyway.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there.
// Setting it here, first thing in main.tsx, covers every chunk that loads zod later, without
// bringing zod into the entry chunk (decision 0021). zod-jitless.test.ts checks zod still reads it.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig ??= {};
zodHost.__zod_globalConfig.jitless = true;
