import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyDto, type ApiScope } from '../../../domain/api-keys';
import { conflict, invalid, notFound } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import { hashToken } from './auth';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges } from '../platform/sync';

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  expiresAt: apiKeys.expiresAt,
  updatedAt: apiKeys.updatedAt,
};

const newSecret = () => `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
const prefixOf = (secret: string) => `${secret.slice(0, 9)}…`;

export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: ApiScope[];
}

export function createApiKeyService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The column is text[]; only API_SCOPES values are ever written (the procedure's schema checks them).
  const dto = (row: Omit<ApiKeyDto, 'scopes'> & { scopes: string[] }): ApiKeyDto => ({ ...row, scopes: row.scopes as ApiScope[] });

  return {
    async list(): Promise<ApiKeyDto[]> {
      return (await db.select(columns).from(apiKeys).orderBy(desc(apiKeys.id))).map(dto);
    },

    /** Keys read by change (decision 750): used, rolled, revoked. */
    changes: (input: SyncQuery): Promise<SyncPage<ApiKeyDto>> => readChanges(db, apiKeys, columns, input, dto),

    /** The secret is in this answer only; the database keeps its hash. */
    async create(
      input: { name: string; scopes: ApiScope[]; expiresAt?: Date | null | undefined },
      actor: Actor,
    ): Promise<{ key: ApiKeyDto; secret: string }> {
      if (input.expiresAt && input.expiresAt <= clock()) throw invalid('expiresAt', 'must be in the future');
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(apiKeys)
          .values({
            name: input.name,
            scopes: [...new Set(input.scopes)],
            prefix: prefixOf(secret),
            secretHash: hashToken(secret),
            expiresAt: input.expiresAt ?? null,
          })
          .returning(columns);
        // The columns hold the prefix, never the secret or its hash.
        await audit.record(tx, { actor, action: 'api_key.create', entity: 'api_key', entityId: created!.id, after: created });
        return created!;
      });
      return { key: dto(row), secret };
    },

    /**
     * Rolls a key (Stripe's model): a new key with the same name, scopes and expiry, shown once; the old one
     * keeps working `overlapHours` more (0: stops now) so an integration can switch without a gap.
     */
    async roll(id: number, overlapHours: number, actor: Actor): Promise<{ key: ApiKeyDto; secret: string; previous: ApiKeyDto }> {
      const now = clock();
      const secret = newSecret();
      return db.transaction(async (tx) => {
        const [old] = await tx.select(columns).from(apiKeys).where(eq(apiKeys.id, id)).for('update');
        if (!old) throw notFound('API key not found');
        if (old.revokedAt || (old.expiresAt && old.expiresAt <= now)) throw conflict('This API key no longer works; create a new one');
        const overlapEnd = new Date(now.getTime() + overlapHours * 3_600_000);
        const ends = old.expiresAt && old.expiresAt < overlapEnd ? old.expiresAt : overlapEnd;
        const [previous] = await tx.update(apiKeys).set({ expiresAt: ends }).where(eq(apiKeys.id, id)).returning(columns);
        const [created] = await tx
          .insert(apiKeys)
          .values({ name: old.name, scopes: old.scopes, prefix: prefixOf(secret), secretHash: hashToken(secret), expiresAt: old.expiresAt })
          .returning(columns);
        await audit.record(tx, {
          actor,
          action: 'api_key.roll',
          entity: 'api_key',
          entityId: id,
          before: old,
          after: { ...previous, replacedBy: created!.id },
        });
        return { key: dto(created!), secret, previous: dto(previous!) };
      });
    },

    async revoke(id: number, actor: Actor): Promise<ApiKeyDto> {
      const row = await db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(apiKeys)
          .set({ revokedAt: clock() })
          .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
          .returning(columns);
        if (revoked)
          await audit.record(tx, {
            actor,
            action: 'api_key.revoke',
            entity: 'api_key',
            entityId: id,
            before: { ...revoked, revokedAt: null },
            after: revoked,
          });
        return revoked;
      });
      if (row) return dto(row);
      const [existing] = await db.select(columns).from(apiKeys).where(eq(apiKeys.id, id));
      if (!existing) throw notFound('API key not found');
      return dto(existing);
    },

    /** The id of the live key a bearer token is, without recording a use (the Idempotency-Key scope, decision 754). */
    async idOf(secret: string): Promise<number | null> {
      if (!secret.startsWith(API_KEY_PREFIX)) return null;
      const [row] = await db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(
          and(
            eq(apiKeys.secretHash, hashToken(secret)),
            isNull(apiKeys.revokedAt),
            or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, clock())),
          ),
        );
      return row?.id ?? null;
    },

    /** The live key a bearer token is, recording its use in the same statement; null when unknown, revoked or expired. */
    async verify(secret: string): Promise<ApiKeyPrincipal | null> {
      if (!secret.startsWith(API_KEY_PREFIX)) return null;
      const [row] = await db
        .update(apiKeys)
        .set({ lastUsedAt: clock() })
        .where(
          and(
            eq(apiKeys.secretHash, hashToken(secret)),
            isNull(apiKeys.revokedAt),
            or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, clock())),
          ),
        )
        .returning({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes });
      return row ? { id: row.id, name: row.name, scopes: row.scopes as ApiScope[] } : null;
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
