import { existsSync } from 'node:fs';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

/** The business name when BUSINESS_NAME is not set: a placeholder that start-up reports as such. */
export const DEFAULT_BUSINESS_NAME = 'Your Fitness Studio';

/** Every environment variable the server reads. `.env.example` mirrors this line for line. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0).pipe(z.number().max(65535)),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: http://localhost:PORT (or HOST when it names one address), so links and QR codes follow PORT. */
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),

  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),

  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  ADMIN_SESSION_HOURS: int(12, 1),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Only for tests and local mocks: where the stripe SDK sends its requests. */
  STRIPE_API_URL: optionalUrl,

  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Bookings <bookings@example.com>'),
  OWNER_EMAIL: z.email().default('owner@example.com'),

  BUSINESS_NAME: z.string().min(1).default(DEFAULT_BUSINESS_NAME),
  CONTACT_EMAIL: z.email().default('hello@example.com'),
  CONTACT_PHONE: z.string().default('07000 000000'),
  /** A PNG or JPEG logo for the top of e-mails (many mail programs do not show SVG); unset: the business name alone. */
  LOGO_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/'),
  REVIEW_URL: z.url().default('https://www.google.com/maps'),

  HOLD_MINUTES: int(15, 1),
  /** Travel between two different places around an appointment until the owner sets hers in the admin (decision 809). */
  APPOINTMENT_TRAVEL_MINUTES: int(30, 0).pipe(z.number().max(240)),
  /** How long a waiting-list offer holds a freed place (never past an hour before the class). */
  WAITLIST_OFFER_MINUTES: int(120, 1),
  OPEN_CLASS_PRICE_PENCE: int(2500, 0),
  /** Requests per minute per IP for booking, checkout, discount and contact calls; 0 switches the limit off. */
  RATE_LIMIT_PER_MINUTE: int(30, 0),
  /** Hours before a class that the reminder e-mail goes out; 0 sends none. */
  REMINDER_HOURS: int(24, 0),
  /**
   * Browser origins allowed to call /api from another site (CORS), comma-separated, e.g.
   * 'https://partner.example,https://app.example'. Empty (the default): no cross-origin access.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const origins = text
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = null;
        }
        if (!parsed || parsed.origin !== origin)
          ctx.addIssue({ code: 'custom', message: `'${origin}' is not an origin such as https://partner.example` });
      }
      return origins;
    }),
  /** Requests per minute each API key may make on admin REST paths; 0 switches the limit off. */
  API_KEY_RATE_PER_MINUTE: int(120, 0),
  /**
   * Outgoing webhooks may go to private, loopback, link-local and unique-local addresses (a home server, a
   * local test). Off by default: an endpoint must be on the public internet, checked at registration and again
   * on every delivery.
   */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How long a webhook endpoint has to answer; kept well under the job lease (60 s) so a try never outlives its claim. */
  WEBHOOK_TIMEOUT_MS: int(10_000, 100).pipe(z.number().max(30_000)),
  /**
   * Browser journeys only: lets a request from this machine move the server's clock (POST /api/test/clock).
   * Refused when NODE_ENV=production or TRUST_PROXY=true (testClockRefusal).
   */
  TEST_CLOCK: z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** How long the readiness check waits for the database before answering 503. */
  HEALTH_TIMEOUT_MS: int(2000, 100),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses an environment into a Config. A bad value throws a ConfigError whose message names each
 * offending variable, so start-up stops with something a person can act on.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const host = ['0.0.0.0', '::', ''].includes(result.data.HOST) ? 'localhost' : result.data.HOST;
  const config: Config = {
    ...result.data,
    PUBLIC_URL: (result.data.PUBLIC_URL ?? `http://${host}:${result.data.PORT}`).replace(/\/+$/, ''),
  };
  const problems = stripeProblems(config);
  if (config.NODE_ENV === 'production' && !config.STRIPE_SECRET_KEY) {
    problems.unshift('STRIPE_SECRET_KEY: required when NODE_ENV=production (the test payment provider never runs in production)');
  }
  const clockRefused = testClockRefusal(config);
  if (clockRefused) problems.push(`TEST_CLOCK: ${clockRefused}`);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return config;
}

const STRIPE_KEYS = [
  ['STRIPE_SECRET_KEY', ['sk_', 'rk_'], 'the secret key (sk_...) or a restricted key (rk_...)'],
  ['STRIPE_PUBLISHABLE_KEY', ['pk_'], 'the publishable key (pk_...) that the card form uses'],
  ['STRIPE_WEBHOOK_SECRET', ['whsec_'], "the webhook endpoint's signing secret (whsec_...), without which no payment is confirmed"],
] as const;

/**
 * Stripe needs all three of its settings or none: half a configuration would start a site that takes no
 * card (no publishable key) or never hears that a payment succeeded (no webhook secret). Each key must also
 * look like what it is, and the two API keys must be of the same mode (test or live).
 */
function stripeProblems(config: Pick<Config, (typeof STRIPE_KEYS)[number][0]>): string[] {
  const set = STRIPE_KEYS.filter(([name]) => config[name] !== undefined);
  if (set.length === 0) return [];
  const problems: string[] = [];
  for (const [name, prefixes, what] of STRIPE_KEYS) {
    const value = config[name];
    if (value === undefined) {
      problems.push(
        `${name}: missing; Stripe needs ${what} too (${set.map(([n]) => n).join(' and ')} ${set.length === 1 ? 'is' : 'are'} set)`,
      );
    } else if (!prefixes.some((p) => value.startsWith(p))) {
      problems.push(`${name}: does not look like ${what}`);
    }
  }
  const mode = (key: string | undefined) => (key?.includes('_live_') ? 'live' : key?.includes('_test_') ? 'test' : null);
  const secretMode = mode(config.STRIPE_SECRET_KEY);
  const publishableMode = mode(config.STRIPE_PUBLISHABLE_KEY);
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    problems.push(
      `STRIPE_PUBLISHABLE_KEY: is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key; use the pair from one mode`,
    );
  }
  return problems;
}

/**
 * Why TEST_CLOCK may not run with this configuration, or null. The clock answers only this machine, told by
 * the socket's address: behind a proxy every request comes from the proxy's address, so it could not tell.
 * Checked when the config is parsed and again where the clock is built (services/container.ts), so a config
 * object made some other way cannot switch it on in production either.
 */
export function testClockRefusal(config: Pick<Config, 'TEST_CLOCK' | 'NODE_ENV' | 'TRUST_PROXY'>): string | null {
  if (!config.TEST_CLOCK) return null;
  if (config.NODE_ENV === 'production') return 'must not be set when NODE_ENV=production (it lets the clock be moved)';
  if (config.TRUST_PROXY)
    return "must not be set with TRUST_PROXY=true (behind a proxy every request comes from the proxy's address, so the clock could not tell who asks)";
  return null;
}

/** Reads `.env` when present (without overriding the real environment) and parses process.env. */
export function loadConfig(envFile = '.env'): Config {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseConfig(process.env);
}

/** A config with defaults for tests; pass overrides for what a test cares about. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', ...overrides });
}
