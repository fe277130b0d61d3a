/**
 * The integrator's view: the published document lints clean, a client generated from it (openapi-typescript +
 * openapi-fetch) compiles with strict TypeScript, and that client calls every documented operation against a
 * listening server, each answer matching its documented schema.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { TEST_ADMIN, useTestEnv } from '../test/harness';
import { ticketOfMail } from '../test/ticket-fixtures';
import { runScenario } from '../test/openapi-client/scenario';
import { allRestRoutes } from './plugin';
import { errorBody } from './responses';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The generated client and the scenario an integrator would write with it. */
const clientDir = path.resolve(here, '../test/openapi-client');
const generatedFile = path.join(clientDir, 'generated/openapi.ts');
const root = path.resolve(here, '../../..');
// Webhook endpoints may be on this machine: the scenario registers one at the test server itself.
const env = useTestEnv({ config: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
let app: FastifyInstance;
let baseUrl: string;
let doc: { paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>> };
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-contract-'));

beforeAll(async () => {
  app = await env.app();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path: p, method: method.toUpperCase(), op })),
  );
const templateMatches = (template: string, pathname: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname);

describe('the published OpenAPI document', () => {
  it('passes redocly lint with the recommended rules (0 errors)', () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', file, '--format=json', '--extends=recommended'], {
      encoding: 'utf8',
      cwd: dir,
    });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number };
      problems: { message: string; severity: string }[];
    };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(run.status).toBe(0);
  }, 60_000);

  it('has an operationId, a tag and a response schema on every operation, bearer security on admin paths only, and the error body on every 4xx/5xx', () => {
    const ids = new Set<string>();
    for (const { path: p, method, op } of operations()) {
      const full = op as unknown as {
        operationId: string;
        tags: string[];
        security: unknown[];
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      };
      expect(full.operationId, `${method} ${p}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(full.operationId)).toBe(false);
      ids.add(full.operationId);
      expect(full.tags.length).toBe(1);
      expect(full.security).toEqual(p.startsWith('/api/admin/') && p !== '/api/admin/login' ? [{ bearer: [] }] : []);
      for (const [status, response] of Object.entries(full.responses)) {
        // A document (a receipt's PDF) is its bytes on success; its errors are JSON like every other path's.
        const file = Number(status) < 300 && response.content?.['application/pdf'];
        expect(file ? file.schema : response.content?.['application/json']?.schema, `${method} ${p} ${status}`).toBeTruthy();
        if (Number(status) >= 400) expect(response.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    expect((doc as unknown as { servers: { url: string }[] }).servers).toEqual([
      { url: env.config.PUBLIC_URL.replace(/\/$/, ''), description: 'This site' },
    ]);
  });

  it('generates the committed client types (test/openapi-client/generated/openapi.ts), which compile with strict TypeScript together with the scenario', async () => {
    const generated = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
    // UPDATE_OPENAPI=1 writes it after a route change (like a snapshot update); the check below then passes.
    if (process.env.UPDATE_OPENAPI) writeFileSync(generatedFile, generated);
    const committed = readFileSync(generatedFile, 'utf8');
    // Out of date? Regenerate it: UPDATE_OPENAPI=1 npx vitest run src/server/rest/openapi-contract.test.ts --project server-pglite
    expect(generated).toBe(committed);
    const program = ts.createProgram([path.join(clientDir, 'scenario.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);

  it('serves a readable reference at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    const init = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });
});

describe('a generated client', () => {
  it('calls every documented operation with the specification payloads, each answer matching its schema', async () => {
    const called: { method: string; pathname: string; status: number; body: unknown }[] = [];
    const { default: sharp } = await import('sharp');
    const result = await runScenario(baseUrl, {
      ...TEST_ADMIN,
      imagePng: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer(),
      ticket: () => ticketOfMail(env.db, 'booker@example.com'),
      manageToken: async () => {
        const [mail] = await env.db
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, 'booker@example.com'), like(emailOutbox.text, '%/manage#%')));
        const token = /\/manage#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        if (!token) throw new Error('no manage link in the confirmation e-mail');
        return token;
      },
      cancelledToken: async (email) => {
        const [mail] = await env.db
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Cancelled:%')));
        const token = /\/manage#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        if (!token) throw new Error('no refund-or-credit link in the cancellation e-mail');
        return token;
      },
      appointmentToken: async (email) => {
        const mails = await env.db
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, email), like(emailOutbox.text, '%/manage#%')))
          .orderBy(asc(emailOutbox.id));
        const token = /\/manage#([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
        if (!token) throw new Error('no manage link in the appointment e-mail');
        return token;
      },
      offerToken: async (email) => {
        await env.services.jobs.runDue({ kinds: ['waitlist.fill'] });
        const [mail] = await env.db
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, email), like(emailOutbox.text, '%/waitlist#%')));
        const token = /\/waitlist#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        if (!token) throw new Error('no claim link in the offer e-mail');
        return token;
      },
      dataRequestToken: async (email) => {
        const mails = await env.db
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, email))
          .orderBy(asc(emailOutbox.id));
        const token = /\/my-data#([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
        if (!token) throw new Error('no data-request link in the e-mail');
        return token;
      },
      accountToken: async (email) => {
        // In the order written: without an order PostgreSQL may give an older, used link last (an update moves a row).
        const mails = await env.db
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, email))
          .orderBy(asc(emailOutbox.id));
        const token = /\/account#([A-Za-z0-9_-]+)/.exec(mails.filter((m) => m.text.includes('/account#')).at(-1)?.text ?? '')?.[1];
        if (!token) throw new Error('no sign-in link in the e-mail');
        return token;
      },
      observe: {
        async onResponse({ request, response }) {
          called.push({
            method: request.method,
            pathname: new URL(request.url).pathname,
            status: response.status,
            body:
              response.headers.get('content-type') === 'application/pdf'
                ? { pdf: new TextDecoder().decode((await response.clone().arrayBuffer()).slice(0, 5)) }
                : await response.clone().json(),
          });
        },
      },
    });
    for (const call of called) {
      const route = allRestRoutes.find(
        (r) => r.method === call.method && templateMatches(`/api${r.url.replace(/:(\w+)/g, '{$1}')}`, call.pathname) && !r.undocumented,
      );
      if (route?.file && call.status < 300) {
        expect(call.body, `${call.method} ${call.pathname}`).toEqual({ pdf: '%PDF-' });
        continue;
      }
      const schema = call.status < 300 ? route?.response : errorBody;
      if (!schema) continue; // the Stripe webhook (not a procedure) is checked by status below
      const parsed = schema.safeParse(call.body);
      expect(parsed.success, `${call.method} ${call.pathname} ${call.status}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const missing = operations().filter(
      ({ path: p, method }) => !called.some((c) => c.method === method && templateMatches(p, c.pathname) && c.status < 300),
    );
    expect(missing.map((o) => `${o.method} ${o.path}`)).toEqual(['POST /api/stripe/webhook']);
    expect(result.webhookStatus).toBe(400);
    expect(result).toMatchObject({
      paid: 'succeeded',
      codeValue: 500,
      editedNotes: 'Scenario',
      training: { amountPence: 4000, description: expect.any(String) },
      client: { email: 'booker@example.com', bookings: expect.any(Number), note: 'Scenario note' },
    });
    expect(result.classPayment.amountPence).toBe(result.quote.amountPence);
    expect(result.selfCancel.cancelled).toBe(true);
    expect(result.chosen).toEqual({ amountPence: expect.any(Number), choice: 'credit' });
    expect(result.checkIn).toMatchObject({ outcome: 'other_day', name: 'Scenario Booker' });
    // The owner's walk-in (paid in cash) is on the same class's roster.
    expect(result.roster.entries.map((e) => e.name).sort()).toEqual(['Scenario Booker', 'Scenario Walk-in']);
    expect(result.noShows).toEqual({ marked: 0 });
    expect(result.waitlist).toEqual({
      position: 1,
      offer: 'offered',
      claimPence: expect.any(Number),
      declined: true,
      // The customer who waited second was offered the place next (and left the list from her account).
      listed: ['declined', 'offered'],
    });
    expect(result.webhookSecret).toMatch(/^whsec_/);
    expect(result.resentEvent).toMatch(/^evt_\d+$/);
    expect(result.myData.bookings.map((b) => b.email)).toContain('booker@example.com');
    expect(result.erased.bookingRefs.length).toBeGreaterThan(0);
    expect(result.account).toEqual({ bookings: ['Near the window'], credits: [3], leftList: true, signedOut: 1, signedOutEverywhere: 1 });
    // The owner moved the walk-in and the credit holder her own booking to a later class (decision 710).
    expect(result.moves).toEqual({ ownerQuote: 0, owner: 'moved', herQuote: 0, hers: 'moved', movedTo: [true] });
    expect(result.appointment).toEqual({ status: 'held', amountPence: 3000 });
    expect(result.receipts).toEqual({
      owner: ['payment', 'refund'],
      ownerPdf: '%PDF-',
      vatNumber: 'GB123456789',
      hers: expect.arrayContaining(['payment', 'refund']),
      herPdf: '%PDF-',
    });
    const phoned = result.managedAppointment;
    expect(phoned.calendarIds).toContain(phoned.phonedId);
    expect(phoned.managedStart).toBe(phoned.ownerMovedTo);
    expect(phoned).toMatchObject({ clientCancelled: true, ownerCancelled: 'cancelled', feedUrl: expect.stringMatching(/\.ics$/) });
  }, 60_000);
});
