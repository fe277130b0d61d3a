import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyDto, type ApiScope } from '../../../domain/api-keys';
import { notFound } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import { hashToken } from './auth';

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

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

    /** The secret is in this answer only; the database keeps its hash. */
    async create(input: { name: string; scopes: ApiScope[] }, actor: Actor): Promise<{ key: ApiKeyDto; secret: string }> {
      const secret = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(apiKeys)
          .values({ name: input.name, scopes: [...new Set(input.scopes)], prefix: `${secret.slice(0, 9)}…`, secretHash: hashToken(secret) })
          .returning(columns);
        // The columns hold the prefix, never the secret or its hash.
        await audit.record(tx, { actor, action: 'api_key.create', entity: 'api_key', entityId: created!.id, after: created });
        return created!;
      });
      return { key: dto(row), secret };
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

    /** The live key a bearer token is, recording its use in the same statement; null when unknown or revoked. */
    async verify(secret: string): Promise<ApiKeyPrincipal | null> {
      if (!secret.startsWith(API_KEY_PREFIX)) return null;
      const [row] = await db
        .update(apiKeys)
        .set({ lastUsedAt: clock() })
        .where(and(eq(apiKeys.secretHash, hashToken(secret)), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes });
      return row ? { id: row.id, name: row.name, scopes: row.scopes as ApiScope[] } : null;
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
