import { randomBytes } from 'node:crypto';
import { HmacKeyringService, KeyPurpose, KeyringKey } from '../keys/hmac-keyring.service';
import { KeyUnavailableError } from '../keys/key-errors';
import { parseSignedToken, signToken, verifyMac } from '../keys/signed-token';

/** Why a token was refused; each public surface maps these onto the codes its contract names. */
export type TokenRejection =
  'wrong_prefix' | 'malformed' | 'undecodable' | 'unknown_key' | 'bad_mac' | 'incomplete_claims';

export type ClaimsOutcome<T> =
  { ok: true; claims: T; key: KeyringKey } | { ok: false; rejection: TokenRejection };

/** Far above any token we mint (~300 characters); longer input is not worth decoding. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * A signed token whose payload is a small JSON object of claims: `<prefix><kid>.<claims>.<mac>`.
 * The kid names the keyring key, so keys rotate without killing links already in inboxes.
 * `readClaims` returns undefined when a required claim is missing or mistyped.
 */
export class SignedClaimsCodec<T extends object> {
  constructor(
    readonly prefix: string,
    readonly purpose: KeyPurpose,
    private readonly readClaims: (value: Record<string, unknown>) => T | undefined,
  ) {}

  sign(key: KeyringKey, claims: T): string {
    return signToken(this.prefix, key.kid, Buffer.from(JSON.stringify(claims)), key.secret);
  }

  /**
   * Checks shape, key, MAC and claims, in that order. Throws KeyUnavailableError when the named
   * key exists but cannot be read: a server fault, never a verdict on the token.
   */
  async verify(keyring: HmacKeyringService, token: unknown): Promise<ClaimsOutcome<T>> {
    if (typeof token !== 'string' || !token.startsWith(this.prefix)) {
      return { ok: false, rejection: 'wrong_prefix' };
    }
    const parts =
      token.length <= MAX_TOKEN_LENGTH ? parseSignedToken(this.prefix, token) : undefined;
    if (!parts) return { ok: false, rejection: 'malformed' };
    const decoded = decodeJsonObject(parts.payload);
    if (!decoded) return { ok: false, rejection: 'undecodable' };
    const key = await keyring.find(this.purpose, parts.kid);
    if (!key) return { ok: false, rejection: 'unknown_key' };
    if (!verifyMac(parts, key.secret)) return { ok: false, rejection: 'bad_mac' };
    const claims = this.readClaims(decoded);
    if (!claims) return { ok: false, rejection: 'incomplete_claims' };
    return { ok: true, claims, key };
  }
}

function decodeJsonObject(payload: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A random token id (revocation handle); 128 bits. */
export function newTokenId(): string {
  return randomBytes(16).toString('base64url');
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function isExpired(exp: number, now = new Date()): boolean {
  return exp * 1000 <= now.getTime();
}

/** Claim readers: a missing or mistyped claim makes the whole token incomplete. */
export const claim = {
  string(value: unknown, pattern: RegExp): string | undefined {
    return typeof value === 'string' && pattern.test(value) ? value : undefined;
  },
  seconds(value: unknown): number | undefined {
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? value
      : undefined;
  },
};

/** Turns "key unreadable" into the 503 a surface's contract names; anything else passes through. */
export async function withKeyFault<T>(work: Promise<T>, fault: () => Error): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof KeyUnavailableError) throw fault();
    throw error;
  }
}
