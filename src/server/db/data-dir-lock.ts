import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database directory for this process. PGlite is one in-process session: a second
 * process opening the same files (a second server, or a command while the server runs) corrupts them.
 * Returns the function that gives the claim back.
 */
export function claimDataDir(dataDir: string, who: string): () => void {
  const file = path.join(dataDir, 'in-use.pid');
  for (;;) {
    try {
      writeFileSync(file, `${process.pid} ${who}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, ...holder] = readFileSync(file, 'utf8').trim().split(' ');
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirBusyError(
          `DATA_DIR ${dataDir} is in use by ${holder.join(' ') || 'another process'} (pid ${pid}): stop it first (or delete ${file} if no such process runs)`,
        );
      }
      // A claim left by a process that has gone (a crash, a power cut): take it over.
      rmSync(file, { force: true });
    }
  }
  return () => rmSync(file, { force: true });
}
