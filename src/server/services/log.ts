import type { Config } from '../config';

/** What services log through: Fastify's logger is not there yet when services are built. */
export interface Log {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

export function createLog(config: Pick<Config, 'LOG_LEVEL'>): Log {
  const threshold = config.LOG_LEVEL === 'silent' ? Infinity : LEVELS.indexOf(config.LOG_LEVEL);
  const at = (level: 'info' | 'warn' | 'error') => (message: string, details?: Record<string, unknown>) => {
    if (LEVELS.indexOf(level) < threshold) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...details });
    if (level === 'info') console.log(line);
    else console.error(line);
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
