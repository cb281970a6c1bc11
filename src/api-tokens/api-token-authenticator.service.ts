import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ApiTokensRepository } from './api-tokens.repository';
import { hashTokenSecret, hasTokenShape } from './token-secret';
import { constantTimeEqual } from '../common/crypto/constant-time';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RedisBus } from '../redis/redis-bus';
import type { MembershipRole } from '../common/access/membership-role';
import type { TokenScope } from '../common/access/principal';

export interface AuthenticatedToken {
  tokenId: string;
  teamId: string;
  userId: string;
  /** The owner's role in the token's team, cached with the token. */
  role: MembershipRole;
  scopes: TokenScope[];
  allowedIps: string[] | null;
  expiresAt: number | null;
  /** Set when the secret presented is the pre-rotation one, valid until this instant. */
  graceUntil: number | null;
}

interface CacheEntry {
  token: AuthenticatedToken | null;
  cachedUntil: number;
}

const MAX_CACHE_ENTRIES = 10_000;
const LAST_USED_WRITE_INTERVAL_MS = 60_000;
const INVALIDATED_CHANNEL = 'api-token-invalidated';

/**
 * Resolves a presented API token secret. Look-ups are cached for a few seconds (hits and misses)
 * so the hot path costs no database round trip; revocation and rotation drop the entry here and,
 * through Redis, in every other instance.
 */
@Injectable()
export class ApiTokenAuthenticator implements OnModuleInit {
  private readonly logger = new Logger(ApiTokenAuthenticator.name);
  private readonly cache = new Map<string, CacheEntry>();
  private readonly lastUsedWrites = new Map<string, number>();
  private readonly loading = new Map<string, Promise<CacheEntry>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: ApiTokensRepository,
    private readonly bus: RedisBus,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe(INVALIDATED_CHANNEL, (tokenId) => this.dropFromCache(tokenId));
  }

  /** The live token for a secret, or undefined when it is malformed, unknown, revoked or expired. */
  async authenticate(secret: string): Promise<AuthenticatedToken | undefined> {
    if (!hasTokenShape(secret)) return undefined;
    const hash = hashTokenSecret(secret);
    const now = Date.now();
    const cached = this.cache.get(hash);
    const entry = cached && cached.cachedUntil > now ? cached : await this.loadOnce(hash);
    return liveAt(entry.token, Date.now());
  }

  /**
   * One look-up per secret at a time: the calls that find the entry stale while it is loaded
   * wait for that look-up rather than each querying Postgres (an entry that expires under load
   * is asked for by every connection of its caller at once).
   */
  private loadOnce(hash: string): Promise<CacheEntry> {
    let loading = this.loading.get(hash);
    if (!loading) {
      loading = this.load(hash)
        .then((token) => {
          const entry = {
            token,
            cachedUntil: Date.now() + this.config.apiTokenCacheSeconds * 1000,
          };
          this.remember(hash, entry);
          return entry;
        })
        .finally(() => this.loading.delete(hash));
      this.loading.set(hash, loading);
    }
    return loading;
  }

  /**
   * The live token for a secret when the cache holds it as live, with no look-up; undefined for
   * anything else (not cached, cached as unknown, stale, expired), which `authenticate` decides.
   */
  cachedLive(secret: string): AuthenticatedToken | undefined {
    if (!hasTokenShape(secret)) return undefined;
    const entry = this.cache.get(hashTokenSecret(secret));
    const now = Date.now();
    return entry && entry.cachedUntil > now ? liveAt(entry.token, now) : undefined;
  }

  /** Records use at most once a minute per token, off the request path. */
  touch(tokenId: string): void {
    const now = Date.now();
    if ((this.lastUsedWrites.get(tokenId) ?? 0) > now - LAST_USED_WRITE_INTERVAL_MS) return;
    this.lastUsedWrites.set(tokenId, now);
    this.tokens
      .touchLastUsed(tokenId, new Date(now))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'lastUsedAt update failed'));
  }

  async invalidate(tokenId: string): Promise<void> {
    this.dropFromCache(tokenId);
    await this.bus.publish(INVALIDATED_CHANNEL, tokenId).catch((error: Error) => {
      this.logger.warn(`token invalidation broadcast failed: ${error.message}`);
    });
  }

  private dropFromCache(tokenId: string): void {
    for (const [hash, entry] of this.cache) {
      if (entry.token?.tokenId === tokenId) this.cache.delete(hash);
    }
    this.lastUsedWrites.delete(tokenId);
  }

  private remember(hash: string, entry: CacheEntry): void {
    if (this.cache.size >= MAX_CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(hash, entry);
  }

  private async load(hash: string): Promise<AuthenticatedToken | null> {
    const row = await this.tokens.liveByHash(hash);
    if (!row) return null;
    const current = constantTimeEqual(row.secretHash, hash);
    if (!current && !(row.previousSecretHash && constantTimeEqual(row.previousSecretHash, hash)))
      return null;
    return {
      tokenId: row.id,
      teamId: row.teamId,
      userId: row.userId,
      role: row.role,
      scopes: Array.isArray(row.scopes) ? row.scopes : [],
      allowedIps: row.allowedIps,
      expiresAt: row.expiresAt ? row.expiresAt.getTime() : null,
      graceUntil: current ? null : (row.previousValidUntil?.getTime() ?? 0),
    };
  }
}

function liveAt(token: AuthenticatedToken | null, now: number): AuthenticatedToken | undefined {
  if (!token) return undefined;
  if (token.expiresAt !== null && token.expiresAt <= now) return undefined;
  if (token.graceUntil !== null && token.graceUntil <= now) return undefined;
  return token;
}
