/** Part 3: spawn to first 200 on /api/health, on a fresh PGlite directory and on an existing one. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server';
import { median, round } from './lib/stats';

export interface ColdStartResult {
  rounds: number;
  freshMs: number;
  existingMs: number;
  freshRunsMs: number[];
  existingRunsMs: number[];
}

export async function measureColdStart(rounds: number, log: (line: string) => void): Promise<ColdStartResult> {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    try {
      // The first start migrates and seeds (including hashing the admin password); the second only opens.
      const first = await startServer({ dataDir });
      await first.stop();
      const second = await startServer({ dataDir });
      await second.stop();
      fresh.push(round(first.readyMs, 0));
      existing.push(round(second.readyMs, 0));
      log(`  round ${i + 1}: fresh ${fresh.at(-1)} ms, existing ${existing.at(-1)} ms`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { rounds, freshMs: median(fresh), existingMs: median(existing), freshRunsMs: fresh, existingRunsMs: existing };
}
