/** The V8 options the server sets on itself by database (decision 815); `npm start`'s own are in first-start.test.ts. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_V8_FLAGS, runtimeV8FlagsFor } from './node-flags';

describe('run-time V8 options', () => {
  it('tighten the heap only for the embedded database', () => {
    expect(runtimeV8FlagsFor('pglite')).toEqual(['--heap-growing-percent=15']);
    expect(runtimeV8FlagsFor('postgres')).toEqual([]);
  });

  it('are accepted by this Node after start-up, under a name its V8 knows (a Node that froze its flags would refuse)', () => {
    const script = `for (const f of ${JSON.stringify(EMBEDDED_V8_FLAGS)}) require('node:v8').setFlagsFromString(f); process.stdout.write('ok')`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })).toBe('ok');
    // The flag exists under this name in this V8 (an unknown flag would be ignored silently by setFlagsFromString).
    expect(execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' })).toMatch(/--heap-growing-percent \(/);
  });
});
