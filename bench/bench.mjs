// `npm run bench`: the benchmark lives in bench/ (TypeScript, run through tsx like the server).
import { register } from 'tsx/esm/api';

register();
await import('./run.ts');
