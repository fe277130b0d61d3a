import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, enquiries } from '../../db/schema';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();

describe('contact.send (POST /api/contact)', () => {
  it('stores the enquiry and queues a notice to the owner', async () => {
    const res = await env.caller().contact.send({
      name: 'Cara Jones',
      email: 'cara@example.com',
      phone: '07700 900456',
      service: 'personal-training',
      message: 'Do you train on Saturdays?',
    });
    expect(res).toEqual({ success: true });
    const [row] = await env.db.select().from(enquiries).where(eq(enquiries.email, 'cara@example.com'));
    expect(row).toMatchObject({
      name: 'Cara Jones',
      phone: '07700 900456',
      service: 'personal-training',
      message: 'Do you train on Saturdays?',
    });
    const [mail] = await env.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'New enquiry from Cara Jones'));
    expect(mail!.to).toBe('owner@example.com');
    expect(mail!.status).toBe('pending');
    expect(mail!.text).toContain('cara@example.com');
    expect(mail!.text).toContain('Interested in: Personal Training');
    expect(mail!.text).toContain('Do you train on Saturdays?');
  });

  it('needs only a name and an e-mail', async () => {
    expect(await env.caller().contact.send({ name: 'Dan', email: 'dan@example.com' })).toEqual({ success: true });
  });

  it.each([
    [{ name: '', email: 'x@example.com' }, 'name: Please fill in your name and email address.'],
    [{ name: 'Eve', email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ name: 'Eve', email: 'eve@example.com', service: 'yoga' }, /^service: /],
    [{ name: 'Eve', email: 'eve@example.com', message: 'x'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
  ])('refuses %j with a message naming the field', async (input, message) => {
    const before = (await env.db.select({ id: enquiries.id }).from(enquiries)).length;
    await expectTrpcError(env.caller().contact.send(input as never), 'BAD_REQUEST', message);
    expect((await env.db.select({ id: enquiries.id }).from(enquiries)).length).toBe(before);
  });

  it('accepts a 5,000-character message and answers 400 with field errors over REST', async () => {
    expect(await env.caller().contact.send({ name: 'Fay', email: 'fay@example.com', message: 'y'.repeat(5000) })).toEqual({
      success: true,
    });
    const app = await env.app();
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Fay', email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      param: 'email',
      message: 'email: Please enter a valid email address',
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });
});
