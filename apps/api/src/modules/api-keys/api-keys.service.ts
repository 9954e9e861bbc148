// API keys (docs/api-keys.md; decisions 196, 197): owners issue them (the secret shown once, kept
// only as its SHA-256), list them with when and from where each was last used, and revoke them.
// The staff guard asks `readApiKey` on every Bearer call: no cache, so a revocation holds at once.
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  API_KEY_PREFIX,
  API_KEY_SECRET_PATTERN,
  isApiKeyScope,
  type ApiKeyCreated,
  type ApiKeyForm,
  type ApiKeyList,
  type ApiKeyRow,
} from '@solestock/domain/back-office/api-key-payloads';
import { staffMayDo, type StaffAction } from '@solestock/domain/back-office/staff-roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { ApiKeyCaller, StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import {
  apiKeyById,
  insertApiKey,
  listApiKeys,
  liveKeyByHash,
  liveKeyCount,
  markRevoked,
  noteUse,
  type ApiKeyRecord,
} from './api-keys.repository.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new secret: `ssk_` + an 8-character visible id + `_` + 32 random bytes (base64url). The
 * visible part only tells keys apart; the 256 random bits are what make it unguessable.
 */
function newSecret(): { secret: string; hint: string } {
  // 8 alphanumerics from bytes taken modulo 62: a slight bias is harmless in a label.
  const id = [...randomBytes(8)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
  const hint = `${API_KEY_PREFIX}${id}`;
  return { secret: `${hint}_${randomBytes(32).toString('base64url')}`, hint };
}

/**
 * The stored form of a secret: its SHA-256 (decision 196). A fast hash is right for a 256-bit
 * random token (nothing to brute-force, unlike a password) and lets every call find its key by
 * one indexed lookup.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rowOf(k: ApiKeyRecord): ApiKeyRow {
  return {
    id: k.id,
    name: k.name,
    hint: `${k.hint}_…`,
    scopes: k.scopes,
    created_at: k.createdAt.toISOString(),
    expires_at: iso(k.expiresAt),
    last_used_at: iso(k.lastUsedAt),
    last_used_from: k.lastUsedFrom,
    revoked_at: iso(k.revokedAt),
  };
}

/** POST /admin/api-keys/: a new key; its secret is in this answer and nowhere else. */
export async function createApiKey(
  db: Database,
  actor: StaffActor,
  form: ApiKeyForm,
): Promise<ApiKeyCreated> {
  const { secret, hint } = newSecret();
  const key = await db.transaction(async (tx) => {
    if ((await liveKeyCount(tx)) >= API_KEY_LIMITS.keysMax)
      throw new HttpError(
        409,
        'too_many_api_keys',
        `The shop has ${API_KEY_LIMITS.keysMax} live API keys, the most it keeps: revoke one no longer used first.`,
      );
    const row = await insertApiKey(tx, {
      name: form.name,
      hint,
      secretHash: hashApiKeySecret(secret),
      scopes: form.scopes,
      staffId: actor.staffId,
      expiresAt: form.expires_at ?? null,
    });
    await recordAuditAs(tx, actor, {
      action: 'api_key.create',
      entityType: 'api_key',
      entityId: row.id,
      after: { name: row.name, hint: row.hint, scopes: row.scopes, expires_at: iso(row.expiresAt) },
    });
    return row;
  });
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    secret,
    created_at: key.createdAt.toISOString(),
    expires_at: iso(key.expiresAt),
  };
}

/** GET /admin/api-keys/: every key, never a secret. */
export async function apiKeyList(db: Database): Promise<ApiKeyList> {
  return { results: (await listApiKeys(db)).map(rowOf) };
}

/** DELETE /admin/api-keys/{id}/: the key stops working with its next call. */
export async function revokeApiKey(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await apiKeyById(tx, id);
    if (!before) throw notFound('No API key has this number.');
    if (before.revokedAt) return;
    await markRevoked(tx, id);
    await recordAuditAs(tx, actor, {
      action: 'api_key.revoke',
      entityType: 'api_key',
      entityId: id,
      before: { name: before.name, hint: before.hint, scopes: before.scopes },
    });
  });
}

/**
 * The live key `token` is the secret of, as the staff guard needs it, or null. Its scopes are
 * narrowed to what its issuer's role may do today (a key never does more than the member it is
 * accountable to). Notes the use, at most once a minute; a failure to note it never fails the call.
 */
export async function readApiKey(
  db: Database,
  token: string,
  address: string,
  log: FastifyBaseLogger,
): Promise<ApiKeyCaller | null> {
  if (!API_KEY_SECRET_PATTERN.test(token)) return null;
  const key = await liveKeyByHash(db, hashApiKeySecret(token));
  if (!key) return null;
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() >= 60_000) {
    try {
      await noteUse(db, key.id, address);
    } catch (err) {
      log.warn({ err, apiKeyId: key.id }, 'could not note an API key’s use');
    }
  }
  const scopes = new Set(
    key.scopes.filter((s): s is StaffAction => isApiKeyScope(s) && staffMayDo(key.role, s)),
  );
  return { id: key.id, name: key.name, staffId: key.staffId, scopes };
}
