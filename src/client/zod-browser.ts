// zod as the browser gets it: vite.config.ts points every `from 'zod'` of the client build here.
//
// Zod compiles object parsers with `new Function` when it may. The site's CSP forbids eval, so in the browser the
// probe only logs a CSP violation (Chrome lists it as an Issue; Lighthouse's best practices count it) and zod falls
// back to its interpreter anyway. Saying so before any schema exists skips the probe, whichever chunk first brings
// zod in, and pages that use no zod (the landing page) load none. The server keeps the compiled parsers.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
