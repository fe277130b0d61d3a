import { createHash } from 'node:crypto';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Database } from '../../db/client';
import { snapshotEmbedded } from './backup';

/**
 * While the server runs, it alone may open the embedded database (one PGlite session per directory), so
 * `npm run backup` asks it for the snapshot over a Unix socket. The socket is the owner's only (mode 600)
 * and takes one command: write a snapshot to a file. It lives in the temporary folder, named after
 * DATA_DIR, not inside DATA_DIR: PGlite's dump copies that whole directory and cannot read a socket.
 */
export const controlSocketPath = (dataDir: string) =>
  path.join(tmpdir(), `fitness-booking-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}.sock`);

const describe = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : JSON.stringify(error);

interface Request {
  command: 'backup';
  file: string;
}
type Answer = { ok: true; file: string } | { ok: false; error: string };

export async function serveBackups(database: Database, dataDir: string): Promise<{ close(): Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  // A socket file left by a server that crashed; this process holds DATA_DIR's claim, so it is not in use.
  rmSync(socket, { force: true });
  const server: Server = createServer((conn) => {
    let text = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) return conn.destroy();
      const end = text.indexOf('\n');
      if (end < 0) return;
      const answer = (a: Answer) => conn.end(`${JSON.stringify(a)}\n`);
      let request: Partial<Request>;
      try {
        request = JSON.parse(text.slice(0, end)) as Partial<Request>;
      } catch {
        return answer({ ok: false, error: 'unreadable request' });
      }
      if (request.command !== 'backup' || typeof request.file !== 'string' || !path.isAbsolute(request.file)) {
        return answer({ ok: false, error: 'expected {"command":"backup","file":"<absolute path>"}' });
      }
      const file = request.file;
      snapshotEmbedded(database, file).then(
        () => answer({ ok: true, file }),
        (error: unknown) => answer({ ok: false, error: describe(error) }),
      );
    });
    conn.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socket, { force: true });
      }),
  };
}

/**
 * Asks the server running on `dataDir` for a snapshot written to `file`. Resolves false when no server
 * answers there (the caller then opens the database itself); throws when the server tried and failed.
 */
export function requestBackup(dataDir: string, file: string, timeoutMs = 10 * 60_000): Promise<boolean> {
  const socket = controlSocketPath(dataDir);
  if (!existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const conn = createConnection(socket);
    let text = '';
    let connected = false;
    conn.setEncoding('utf8');
    conn.setTimeout(timeoutMs, () => conn.destroy(new Error(`the server did not finish the snapshot within ${timeoutMs / 1000} s`)));
    conn.on('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify({ command: 'backup', file: path.resolve(file) } satisfies Request)}\n`);
    });
    conn.on('data', (chunk: string) => (text += chunk));
    conn.on('end', () => {
      try {
        const answer = JSON.parse(text) as Answer;
        if (answer.ok) resolve(true);
        else reject(new Error(`the running server could not write the snapshot: ${answer.error}`));
      } catch {
        reject(new Error('the running server gave no answer about the snapshot'));
      }
    });
    conn.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file with nobody behind it: the server has stopped.
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(false);
      else reject(error);
    });
  });
}
