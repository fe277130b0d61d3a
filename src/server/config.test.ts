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

  it('refuses the test payment provider in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(parseConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).NODE_ENV).toBe('production');
  });
});
