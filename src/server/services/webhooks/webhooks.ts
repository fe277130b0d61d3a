/**
 * The owner's outgoing webhooks: endpoints (registered with an address check), the 'webhook' job that
 * sends one delivery, its log, and 'send again'. Events are emitted by the services that cause them
 * (events.ts), inside their own transactions.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { invalid, notFound } from '../../../domain/errors';
import {
  WEBHOOK_EVENTS_PAGE_SIZE,
  WEBHOOK_SECRET_OVERLAP_MS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SWITCH_OFF_AFTER_MS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryDto,
  type WebhookAnyEventType,
  type WebhookEventDto,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '../../../domain/webhooks';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { brandOf } from '../mail/brand';
import { webhookSwitchedOffMail } from '../mail/site-emails';
import type { MailService } from '../mail/mail';
import { outgoingEvents, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import type { JobContext, JobService } from '../jobs/jobs';
import { enqueueDelivery, WEBHOOK_JOB } from './events';
import { assertPublicHost, postJson, PrivateAddressError, signatureHeader } from './send';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { loadSyncPage, microsOf, readChanges, recordDeletions, syncWindow } from '../platform/sync';

/** 1 min, 2, 4 ... at most 6 h between tries. */
export const webhookBackoffMs = (attempt: number) => Math.min(6 * 3_600_000, 60_000 * 2 ** Math.max(0, attempt - 1));

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  isActive: webhookEndpoints.isActive,
  failingSince: webhookEndpoints.failingSince,
  switchedOffReason: webhookEndpoints.switchedOffReason,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventRowId: webhookDeliveries.eventId,
  eventType: outgoingEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastDurationMs: webhookDeliveries.lastDurationMs,
  lastError: webhookDeliveries.lastError,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
  updatedAt: webhookDeliveries.updatedAt,
};

/** A page's end as an opaque cursor (base64url of the last event's row id); `eventCursorId` reads it back. */
const eventCursor = (rowId: number) => Buffer.from(`e:${rowId}`).toString('base64url');
function eventCursorId(cursor: string): number {
  const match = /^e:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid('cursor', 'cursor must be a nextCursor this API gave');
  return Number(match[1]);
}

const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The id an integration sees: stable across retries and 'send again', so it can ignore a repeat. */
export const wireEventId = (eventRowId: number) => `evt_${eventRowId}`;

/** The exact bytes sent (and signed): the same for every try of the event. */
export function eventBody(event: { id: number; type: string; data: unknown; createdAt: Date }): string {
  return JSON.stringify({
    id: wireEventId(event.id),
    type: event.type,
    created: Math.floor(event.createdAt.getTime() / 1000),
    data: event.data,
  });
}

export function createWebhookService(deps: { db: Db; config: Config; jobs: JobService; mail: MailService; clock?: () => Date }) {
  const { db, config, jobs, mail } = deps;
  const clock = deps.clock ?? (() => new Date());
  const allowPrivate = config.WEBHOOKS_ALLOW_PRIVATE;
  const dto = (row: Omit<WebhookEndpointDto, 'events'> & { events: string[] }): WebhookEndpointDto => ({
    ...row,
    events: row.events as WebhookEventType[],
  });

  async function checkUrl(url: string): Promise<void> {
    try {
      await assertPublicHost(new URL(url), allowPrivate);
    } catch (error) {
      if (error instanceof PrivateAddressError) throw invalid('url', `must be a public address: ${error.message}`);
      throw invalid('url', `its host could not be found (${error instanceof Error && 'code' in error ? String(error.code) : 'DNS error'})`);
    }
  }

  async function endpointById(id: number) {
    const [row] = await db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw notFound('Webhook endpoint not found');
    return dto(row);
  }

  /** Sends one delivery. At least once (an outside effect); a delivery recorded as delivered is never sent again. */
  async function deliver(ctx: JobContext<{ deliveryId: number }>): Promise<void> {
    const [row] = await db
      .select({
        status: webhookDeliveries.status,
        endpointId: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
        isActive: webhookEndpoints.isActive,
        event: { id: outgoingEvents.id, type: outgoingEvents.type, data: outgoingEvents.data, createdAt: outgoingEvents.createdAt },
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(outgoingEvents, eq(outgoingEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, ctx.payload.deliveryId));
    if (!row || row.status !== 'pending') return;
    const attempt = ctx.job.attempt;
    if (!row.isActive) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: 'the endpoint is switched off', nextAttemptAt: null, updatedAt: ctx.now })
        .where(and(eq(webhookDeliveries.id, ctx.payload.deliveryId), eq(webhookDeliveries.status, 'pending')));
      return;
    }
    const body = eventBody(row.event);
    const sent = await postJson(
      row.url,
      body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(
          row.secret,
          body,
          ctx.now,
          row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > ctx.now ? row.previousSecret : null,
        ),
        'X-Webhook-Id': wireEventId(row.event.id),
        'X-Webhook-Event': row.event.type,
      },
      { timeoutMs: config.WEBHOOK_TIMEOUT_MS, allowPrivate },
    );
    const giveUp = !sent.ok && attempt >= ctx.job.maxAttempts;
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId: ctx.payload.deliveryId,
        attempt,
        statusCode: sent.statusCode,
        durationMs: sent.durationMs,
        error: sent.error,
        at: ctx.now,
      });
      await tx
        .update(webhookDeliveries)
        .set({
          status: sent.ok ? 'delivered' : giveUp ? 'failed' : 'pending',
          attempts: attempt,
          lastStatusCode: sent.statusCode,
          lastDurationMs: sent.durationMs,
          lastError: sent.error,
          deliveredAt: sent.ok ? ctx.now : null,
          nextAttemptAt: sent.ok || giveUp ? null : new Date(ctx.now.getTime() + webhookBackoffMs(attempt)),
          updatedAt: ctx.now,
        })
        .where(and(eq(webhookDeliveries.id, ctx.payload.deliveryId), eq(webhookDeliveries.status, 'pending')));
      await recordHealth(tx, row.endpointId, sent.ok, sent.error, ctx.now);
    });
    // Thrown so the job table retries it after the back-off (or records it failed after the last try).
    if (!sent.ok) throw new Error(sent.error ?? 'delivery failed');
  }

  /**
   * An answer clears the endpoint's failing streak; a failure starts one, and a streak of 3 days switches the
   * endpoint off and e-mails the owner. The switch is one conditional UPDATE, so with any number of instances
   * delivering at once it happens, and the e-mail is queued, once.
   */
  async function recordHealth(tx: DbOrTx, endpointId: number, ok: boolean, error: string | null, now: Date): Promise<void> {
    if (ok) {
      // Only a streak is written: a healthy endpoint's row is not touched (nor locked) by every delivery.
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
      return;
    }
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.failingSince)));
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ isActive: false, switchedOffReason: 'Deliveries failed for 3 days' })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.isActive, true),
          lte(webhookEndpoints.failingSince, new Date(now.getTime() - WEBHOOK_SWITCH_OFF_AFTER_MS)),
        ),
      )
      .returning({ ...endpointColumns });
    if (!off) return;
    await audit.record(tx, {
      actor: 'system',
      action: 'webhook_endpoint.switch_off',
      entity: 'webhook_endpoint',
      entityId: endpointId,
      before: { isActive: true },
      after: { isActive: false, reason: off.switchedOffReason, failingSince: off.failingSince },
    });
    await mail.queue(
      tx,
      webhookSwitchedOffMail(await brandOf(tx, config), {
        endpointId,
        url: off.url,
        description: off.description,
        failingSince: off.failingSince!,
        lastError: error,
      }),
    );
  }

  async function deliveryRows(where: SQL | undefined, limit: number): Promise<WebhookDeliveryDto[]> {
    const rows = await db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(outgoingEvents, eq(outgoingEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit);
    const tries = rows.length
      ? await db
          .select({
            deliveryId: webhookAttempts.deliveryId,
            attempt: webhookAttempts.attempt,
            statusCode: webhookAttempts.statusCode,
            durationMs: webhookAttempts.durationMs,
            error: webhookAttempts.error,
            at: webhookAttempts.at,
          })
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(desc(webhookAttempts.id))
      : [];
    return rows.map(({ eventRowId, ...r }) => ({
      ...r,
      eventId: wireEventId(eventRowId),
      log: tries.filter((t) => t.deliveryId === r.id).map(({ deliveryId: _, ...t }) => t),
    }));
  }

  jobs.register<{ deliveryId: number }>(WEBHOOK_JOB, deliver, { transaction: false, backoffMs: webhookBackoffMs });

  return {
    async list(): Promise<WebhookEndpointDto[]> {
      return (await db.select(endpointColumns).from(webhookEndpoints).orderBy(desc(webhookEndpoints.id))).map(dto);
    },

    /** Endpoints read by change (decision 750): switched off, rotated, edited. */
    changes: (input: SyncQuery): Promise<SyncPage<WebhookEndpointDto>> => readChanges(db, webhookEndpoints, endpointColumns, input, dto),

    byId: endpointById,

    /** The signing secret is in this answer only (the admin shows it once). */
    async create(
      input: { url: string; description: string; events: WebhookEventType[] },
      actor: Actor,
    ): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(webhookEndpoints)
          .values({ url: input.url, description: input.description, events: [...new Set(input.events)], secret, createdAt: clock() })
          .returning(endpointColumns);
        // The trail shows where events go, never the signing secret.
        await audit.record(tx, {
          actor,
          action: 'webhook_endpoint.create',
          entity: 'webhook_endpoint',
          entityId: created!.id,
          after: dto(created!),
        });
        return created!;
      });
      return { endpoint: dto(row), secret };
    },

    async update(input: {
      id: number;
      url?: string;
      description?: string;
      events?: WebhookEventType[];
      isActive?: boolean;
    }): Promise<WebhookEndpointDto> {
      const current = await endpointById(input.id);
      if (input.url !== undefined && input.url !== current.url) await checkUrl(input.url);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(input.url !== undefined ? { url: input.url } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          // Switched on again (by the owner): a fresh start, with no streak carried over.
          ...(input.isActive === true ? { failingSince: null, switchedOffReason: null } : {}),
        })
        .where(eq(webhookEndpoints.id, input.id))
        .returning(endpointColumns);
      if (!row) throw notFound('Webhook endpoint not found');
      return dto(row);
    },

    /** Removes the endpoint with its delivery log; deliveries still queued find nothing and stop. */
    async remove(id: number, actor: Actor): Promise<{ success: true }> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning(endpointColumns);
        if (!removed) throw notFound('Webhook endpoint not found');
        await recordDeletions(tx, 'webhook_endpoint', [id], clock());
        await audit.record(tx, {
          actor,
          action: 'webhook_endpoint.remove',
          entity: 'webhook_endpoint',
          entityId: id,
          before: dto(removed),
        });
      });
      return { success: true };
    },

    /**
     * The recorded events, oldest first (so a backfill replays them in order), each exactly as delivered: the
     * same id and body. A page ends with `nextCursor` when there is more; the cursor is opaque to callers.
     */
    async events(input: {
      since?: Date | undefined;
      type?: WebhookAnyEventType | undefined;
      cursor?: string | undefined;
      limit?: number | undefined;
    }): Promise<{ data: WebhookEventDto[]; nextCursor: string | null }> {
      const limit = input.limit ?? WEBHOOK_EVENTS_PAGE_SIZE;
      const after = input.cursor === undefined ? 0 : eventCursorId(input.cursor);
      const rows = await db
        .select({ id: outgoingEvents.id, type: outgoingEvents.type, data: outgoingEvents.data, createdAt: outgoingEvents.createdAt })
        .from(outgoingEvents)
        .where(
          and(
            gt(outgoingEvents.id, after),
            input.since ? gte(outgoingEvents.createdAt, input.since) : undefined,
            input.type ? eq(outgoingEvents.type, input.type) : undefined,
          ),
        )
        .orderBy(asc(outgoingEvents.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        data: page.map((row) => JSON.parse(eventBody(row)) as WebhookEventDto),
        nextCursor: rows.length > limit ? eventCursor(page.at(-1)!.id) : null,
      };
    },

    /** The endpoint's latest deliveries, newest first, each with its log of tries. */
    async deliveries(endpointId: number, limit = 50): Promise<WebhookDeliveryDto[]> {
      await endpointById(endpointId);
      return deliveryRows(eq(webhookDeliveries.endpointId, endpointId), limit);
    },

    /** The endpoint's deliveries read by change (decision 750), oldest change first, each with its tries. */
    async deliveryChanges(endpointId: number, input: SyncQuery): Promise<SyncPage<WebhookDeliveryDto>> {
      await endpointById(endpointId);
      const window = syncWindow(webhookDeliveries, input);
      const rows = await db
        .select({ id: webhookDeliveries.id, syncMicros: microsOf(webhookDeliveries.updatedAt) })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit);
      return loadSyncPage(rows, input, (ids) => deliveryRows(inArray(webhookDeliveries.id, ids), ids.length));
    },

    /** A new signing secret, shown once; the old one signs beside it for 24 hours so the receiver can switch over. */
    async rotateSecret(id: number, actor: Actor): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
      const now = clock();
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ secret: webhookEndpoints.secret })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, id))
          .for('update');
        if (!current) throw notFound('Webhook endpoint not found');
        const [rotated] = await tx
          .update(webhookEndpoints)
          .set({ secret, previousSecret: current.secret, previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS) })
          .where(eq(webhookEndpoints.id, id))
          .returning(endpointColumns);
        // The trail says it happened and until when the old one signs; never either secret.
        await audit.record(tx, {
          actor,
          action: 'webhook_endpoint.rotate_secret',
          entity: 'webhook_endpoint',
          entityId: id,
          after: { previousSecretExpiresAt: rotated!.previousSecretExpiresAt },
        });
        return rotated!;
      });
      return { endpoint: dto(row), secret };
    },

    /** "Send test event": one `webhook.test` event to this endpoint only, signed and logged like any delivery. */
    async sendTest(id: number, actor: Actor): Promise<WebhookDeliveryDto> {
      const now = clock();
      const created = await db.transaction(async (tx) => {
        const [endpoint] = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
        if (!endpoint) throw notFound('Webhook endpoint not found');
        const [event] = await tx
          .insert(outgoingEvents)
          .values({
            type: WEBHOOK_TEST_EVENT,
            data: { endpointId: id, message: 'A test event sent from the admin', sentBy: actor },
            createdAt: now,
          })
          .returning({ id: outgoingEvents.id });
        const [delivery] = await tx
          .insert(webhookDeliveries)
          .values({ eventId: event!.id, endpointId: id, createdAt: now })
          .returning({ id: webhookDeliveries.id });
        await enqueueDelivery(tx, delivery!.id, now);
        return delivery!;
      });
      jobs.kick();
      const [fresh] = await deliveryRows(eq(webhookDeliveries.id, created.id), 1);
      return fresh!;
    },

    /** 'Send again': a new delivery of the same event (same id and body) to the same endpoint, sent by the job table. */
    async resend(deliveryId: number): Promise<WebhookDeliveryDto> {
      const now = clock();
      const created = await db.transaction(async (tx) => {
        const [original] = await tx
          .select({ eventId: webhookDeliveries.eventId, endpointId: webhookDeliveries.endpointId })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, deliveryId));
        if (!original) throw notFound('Webhook delivery not found');
        const [row] = await tx
          .insert(webhookDeliveries)
          .values({ ...original, createdAt: now })
          .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
        await enqueueDelivery(tx, row!.id, now);
        return row!;
      });
      jobs.kick();
      const [fresh] = await deliveryRows(eq(webhookDeliveries.id, created.id), 1);
      if (!fresh) throw notFound('Webhook delivery not found');
      return fresh;
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
