import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may. The site's CSP forbids eval, so in the browser the
// probe only logs a CSP violation (Chrome lists it as an Issue; Lighthouse's best practices count it) and zod
// falls back to its interpreter anyway. Saying so up front skips the probe. It must run before any object
// schema is made, so main.tsx imports this module first. The server keeps the compiled parsers.
config({ jitless: true });
