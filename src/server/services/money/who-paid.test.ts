/** With the embedded test provider, the test card form sends the payer's billing details the way Stripe's form does. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders } from '../../db/schema';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();
let app: FastifyInstance;
beforeAll(async () => {
  app = await env.app();
});

const post = async (url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url: `/api${url}`, payload });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};
const latestOrder = async () => (await env.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0]!;

describe('who paid, from the test card form', () => {
  it('records the billing details on an order made with the spec payload and e-mails the payer', async () => {
    const created = await post('/create-training-payment', {
      amount: 40,
      description: 'Personal Training - Single Session',
      sessionType: 'single',
    });
    const paid = await post('/payments/test-confirm', {
      clientSecret: created.body.clientSecret,
      holdToken: created.body.holdToken,
      cardNumber: '4242 4242 4242 4242',
      billingDetails: { name: 'Tess Tester', email: 'tess@example.com', phone: '07700 900111' },
    });
    expect(paid).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    expect(await latestOrder()).toMatchObject({ name: 'Tess Tester', email: 'tess@example.com', phone: '07700 900111' });
    const mails = await env.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, 'tess@example.com'));
    expect(mails.map((m) => m.subject)).toEqual(['Payment received: Personal Training - Single Session']);
  });

  it('refuses a billing e-mail that is not one, naming the field, and charges nothing', async () => {
    const created = await post('/create-training-payment', { amount: 40, sessionType: 'single' });
    const res = await post('/payments/test-confirm', {
      clientSecret: created.body.clientSecret,
      holdToken: created.body.holdToken,
      cardNumber: '4242424242424242',
      billingDetails: { email: 'nobody' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^billingDetails\.email: /);
    expect(await latestOrder()).toMatchObject({ email: '', paidPence: 0 });
  });
});
