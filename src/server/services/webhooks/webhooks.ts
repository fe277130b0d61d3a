/**
 * The owner's outgoing webhooks: endpoints (registered with an address check), the 'webhook' job that
 * sends one delivery, its log, and 'send again'. Events are emitted by the services that cause them
 * (events.ts), inside their own transactions.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { invalid, notFound } from '../../../domain/errors';
import {
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '../../../domain/webhooks';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outgoingEvents, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import type { JobContext, JobService } from '../jobs/jobs';
import { enqueueDelivery, WEBHOOK_JOB } from './events';
import { assertPublicHost, postJson, PrivateAddressError, signatureHeader } from './send';

/** 1 min, 2, 4 ... at most 6 h between tries. */
export const webhookBackoffMs = (attempt: number) => Math.min(6 * 3_600_000, 60_000 * 2 ** Math.max(0, attempt - 1));

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  isActive: webhookEndpoints.isActive,
  createdAt: webhookEndpoints.createdAt,
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
};

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

export function createWebhookService(deps: { db: Db; config: Config; jobs: JobService; clock?: () => Date }) {
  const { db, config, jobs } = deps;
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
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
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
        .set({ status: 'failed', lastError: 'the endpoint is switched off', nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.id, ctx.payload.deliveryId), eq(webhookDeliveries.status, 'pending')));
      return;
    }
    const body = eventBody(row.event);
    const sent = await postJson(
      row.url,
      body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(row.secret, body, ctx.now),
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
        })
        .where(and(eq(webhookDeliveries.id, ctx.payload.deliveryId), eq(webhookDeliveries.status, 'pending')));
    });
    // Thrown so the job table retries it after the back-off (or records it failed after the last try).
    if (!sent.ok) throw new Error(sent.error ?? 'delivery failed');
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

    byId: endpointById,

    /** The signing secret is in this answer only (the admin shows it once). */
    async create(
      input: { url: string; description: string; events: WebhookEventType[] },
      actor: Actor,
    ): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
      await checkUrl(input.url);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
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

    /** The endpoint's latest deliveries, newest first, each with its log of tries. */
    async deliveries(endpointId: number, limit = 50): Promise<WebhookDeliveryDto[]> {
      await endpointById(endpointId);
      return deliveryRows(eq(webhookDeliveries.endpointId, endpointId), limit);
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
