import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('config', () => {
  it('gives working defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.HOLD_MINUTES).toBe(15);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.OPEN_CLASS_PRICE_PENCE).toBe(2500);
  });

  it('treats empty values (as copied from .env.example) as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '', SMTP_URL: '  ' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['HOLD_MINUTES', '0'],
    ['OWNER_EMAIL', 'nobody'],
    ['ADMIN_PASSWORD', 'short'],
    ['SMTP_URL', 'http://mail'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('refuses the test payment provider in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(parseConfig({ NODE_ENV: 'production', ...stripe }).NODE_ENV).toBe('production');
    expect(parseConfig({ NODE_ENV: 'production', ...stripe, STRIPE_SECRET_KEY: 'rk_live_x' }).STRIPE_SECRET_KEY).toBe('rk_live_x');
  });

  it('stops start-up on half a Stripe configuration, naming what is missing', () => {
    const error = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error('parseConfig accepted it');
    };
    const onlySecret = error({ STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(onlySecret).toMatch(/STRIPE_PUBLISHABLE_KEY: missing; Stripe needs the publishable key/);
    expect(onlySecret).toMatch(/STRIPE_WEBHOOK_SECRET: missing; Stripe needs the webhook endpoint's signing secret/);
    expect(onlySecret).not.toMatch(/STRIPE_SECRET_KEY:/);

    const noWebhook = error({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    expect(noWebhook).toMatch(/STRIPE_WEBHOOK_SECRET: missing/);
    expect(noWebhook).not.toMatch(/STRIPE_PUBLISHABLE_KEY:/);

    expect(error({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toMatch(/STRIPE_SECRET_KEY: missing/);
    expect(error({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toMatch(/STRIPE_PUBLISHABLE_KEY: missing/);
  });

  it('refuses Stripe keys in the wrong places or of different modes', () => {
    expect(() => parseConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_x' })).toThrow(
      /STRIPE_SECRET_KEY: does not look like the secret key/,
    );
    expect(() => parseConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'sk_live_y' })).toThrow(/STRIPE_WEBHOOK_SECRET: does not look like/);
    expect(() => parseConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is a test key but STRIPE_SECRET_KEY is a live key/,
    );
    expect(
      parseConfig({ ...stripe, STRIPE_SECRET_KEY: ' ', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).STRIPE_SECRET_KEY,
    ).toBeUndefined();
  });
});
