// `node bench/profile.mjs b c`: CPU profile of the real server under load (see bench/profile.ts).
import { register } from 'tsx/esm/api';

register();
await import('./profile.ts');
