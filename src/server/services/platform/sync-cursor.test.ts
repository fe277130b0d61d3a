import { describe, expect, it } from 'vitest';
import { email } from '../../../domain/input';
import { decodeSyncCursor, encodeSyncCursor } from './sync';

describe('sync cursors', () => {
  it('carry every client key the site can make: an address with a long local part, and the longest address', () => {
    const longLocal = `${'a'.repeat(100)}@example.com`;
    const longest = `${'b'.repeat(110)}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(11)}.com`;
    expect(longest).toHaveLength(254);
    for (const address of [longLocal, longest, 'ann@example.com']) {
      // The site takes the address (a booking, an account) ...
      expect(email().safeParse(address).success, address).toBe(true);
      // ... so its client's cursor must come back as it went.
      const position = { micros: '1795000000000123', key: `@${address}` };
      const cursor = encodeSyncCursor(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]{1,512}$/);
      expect(decodeSyncCursor(cursor)).toEqual(position);
    }
    for (const key of ['c12', 't7', '42']) expect(decodeSyncCursor(encodeSyncCursor({ micros: '1', key }))).toEqual({ micros: '1', key });
  });

  it('refuse what no answer gave: a key longer than any address, two @, spaces, letters for the time', () => {
    for (const text of [`u:1:@${'a'.repeat(250)}@example.com`, 'u:1:@a@b@c', 'u:1:@a b@c', 'u:x:12', 'u:1:x', 'u:1:']) {
      expect(() => decodeSyncCursor(Buffer.from(text).toString('base64url')), text).toThrow(/cursor/);
    }
  });
});
