import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import type { Config } from '../../config';

/**
 * The one logger of an app instance: Fastify logs requests through it (`loggerInstance`) and services
 * log through it, so every line has one format and one level setting.
 */
export type Log = Logger;

// Loaded only for a terminal: a server writing JSON never needs it (start-up).
const require = createRequire(import.meta.url);

export function createLog(
  config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'NODE_ENV'>>,
  out: { tty?: boolean; stream?: NodeJS.WritableStream } = {},
): Log {
  const options = { level: config.LOG_LEVEL };
  const tty = out.tty ?? process.stdout.isTTY === true;
  // A person reading a terminal gets readable lines, whatever NODE_ENV says; anything else (a file, a pipe,
  // a log collector) gets one JSON object per line.
  if (tty)
    return pino(
      options,
      (require('pino-pretty') as typeof PinoPretty)({
        colorize: !out.stream,
        sync: true,
        ...(out.stream ? { destination: out.stream } : {}),
      }),
    );
  // Synchronous like Fastify's own logger: a line is out before the next console line (the start-up banner comes last).
  return pino(options, out.stream ?? pino.destination({ dest: 1, sync: true }));
}
