// `node bench/cpu.mjs [a b c ...]`: CPU per request in-process (see bench/cpu-per-request.ts).
import { register } from 'tsx/esm/api';

register();
await import('./cpu-per-request.ts');
