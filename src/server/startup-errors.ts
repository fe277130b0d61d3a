import type { Config } from './config';
import { DataDirBusyError } from './db/data-dir-lock';

/** Where start-up was when it failed: the same error code means different things at each step. */
export type StartupStep = 'data-dir' | 'database' | 'listen';

interface SystemError {
  code?: unknown;
  message?: unknown;
  errno?: unknown;
}

const DIR_CODES: Record<string, string> = {
  EACCES: 'is not writable by this user',
  EPERM: 'is not writable by this user',
  EROFS: 'is on a read-only file system',
  ENOTDIR: 'has a file where a folder should be',
  EEXIST: 'has a file where a folder should be',
  ENOSPC: 'is on a full disk',
  ENOENT: 'could not be created',
};

/** The database name in a connection string, for messages (never the password). */
function describeUrl(url: string) {
  try {
    const u = new URL(url);
    return {
      host: `${u.hostname}:${u.port || '5432'}`,
      database: decodeURIComponent(u.pathname.slice(1)) || u.username,
      user: decodeURIComponent(u.username),
    };
  } catch {
    return { host: 'the configured host', database: 'the configured database', user: 'the configured user' };
  }
}

/**
 * One line a person can act on for the failures a first start meets (a folder it cannot write, a
 * database that is not there, a port already taken), or null for anything unforeseen.
 */
export function describeStartupError(
  error: unknown,
  step: StartupStep,
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'PORT' | 'HOST'>,
): string | null {
  if (error instanceof DataDirBusyError) return error.message;
  const e = (error ?? {}) as SystemError;
  const code = typeof e.code === 'string' ? e.code : undefined;

  if (step === 'data-dir') {
    // PGlite's file system reports errno numbers without a code (2 = ENOENT, 51 = ENOTDIR in its numbering).
    const reason = (code && DIR_CODES[code]) ?? (typeof e.errno === 'number' ? `could not be opened (errno ${e.errno})` : null);
    if (reason) {
      return `DATA_DIR ${config.DATA_DIR} ${reason}: set DATA_DIR to a folder this user can write (the embedded database lives there), or fix its permissions.`;
    }
  }

  if (step === 'database' && config.DATABASE_URL) {
    const { host, database, user } = describeUrl(config.DATABASE_URL);
    switch (code) {
      case '3D000':
        return `DATABASE_URL names database "${database}", which does not exist on ${host}: create it (createdb ${database}) or correct DATABASE_URL.`;
      case '28P01':
      case '28000':
        return `DATABASE_URL: PostgreSQL at ${host} refused user "${user}" (wrong password or not allowed): correct the user and password in DATABASE_URL.`;
      case 'ECONNREFUSED':
        return `DATABASE_URL: nothing accepts connections at ${host}: start PostgreSQL there, or correct the host and port in DATABASE_URL.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `DATABASE_URL: the host in ${host} cannot be found: correct DATABASE_URL.`;
      case 'CONNECT_TIMEOUT':
      case 'ETIMEDOUT':
        return `DATABASE_URL: PostgreSQL at ${host} did not answer in time: check that it runs and that a firewall lets this machine in.`;
    }
  }

  if (step === 'listen') {
    if (code === 'EADDRINUSE') {
      return `PORT ${config.PORT} is already in use on ${config.HOST} (is the site already running?): stop the other program or set PORT to a free port.`;
    }
    if (code === 'EACCES') return `PORT ${config.PORT} needs administrator rights on this system: set PORT to 1024 or above (e.g. 3000).`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      return `HOST ${config.HOST} is not an address of this machine: set HOST to 0.0.0.0 (every interface) or one of its addresses.`;
  }
  return null;
}
