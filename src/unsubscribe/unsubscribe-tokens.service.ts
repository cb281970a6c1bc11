import { Injectable } from '@nestjs/common';
import { UUID_PATTERN } from '../common/ids';
import { HmacKeyringService } from '../keys/hmac-keyring.service';
import { isCategory } from './category';
import {
  claim,
  isExpired,
  newTokenId,
  SignedClaimsCodec,
  unixSeconds,
  withKeyFault,
} from './signed-claims';
import {
  UnsubscribeKeyUnavailableError,
  UnsubscribeTokenExpiredError,
  UnsubscribeTokenInvalidError,
  UnsubscribeTokenNotFoundError,
  UnsubscribeTokenRevokedError,
} from './unsubscribe.errors';
import { UnsubscribeRepository } from './unsubscribe.repository';

export const UNSUBSCRIBE_TOKEN_PREFIX = 'svc_unsub_';
/** platform.md, Values: unsubscribe and notification token lifetime. */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 90 * 24 * 60 * 60;

/** Claims of a category-scoped link: token id, team, user, category, expiry. Nothing else. */
export interface UnsubscribeClaims {
  v: 1;
  id: string;
  t: string;
  u: string;
  c: string;
  exp: number;
}

export interface UnsubscribeLink {
  tokenId: string;
  teamId: string;
  userId: string;
  category: string;
}

export const unsubscribeTokenCodec = new SignedClaimsCodec<UnsubscribeClaims>(
  UNSUBSCRIBE_TOKEN_PREFIX,
  'unsubscribe',
  (value) => {
    const id = claim.string(value.id, /^[A-Za-z0-9_-]{16,32}$/);
    const t = claim.string(value.t, UUID_PATTERN);
    const u = claim.string(value.u, UUID_PATTERN);
    const exp = claim.seconds(value.exp);
    if (value.v !== 1 || !id || !t || !u || !isCategory(value.c) || !exp) return undefined;
    return { v: 1, id, t, u, c: value.c, exp };
  },
);

/** Mints and checks `svc_unsub_` links; tenancy comes only from their claims. */
@Injectable()
export class UnsubscribeTokensService {
  constructor(
    private readonly keyring: HmacKeyringService,
    private readonly unsubscribes: UnsubscribeRepository,
  ) {}

  async mint(link: Omit<UnsubscribeLink, 'tokenId'>, now = new Date()): Promise<string> {
    const key = await withKeyFault(this.keyring.current('unsubscribe'), keyFault);
    return unsubscribeTokenCodec.sign(key, {
      v: 1,
      id: newTokenId(),
      t: link.teamId,
      u: link.userId,
      c: link.category,
      exp: unixSeconds(now) + UNSUBSCRIBE_TOKEN_TTL_SECONDS,
    });
  }

  /** The link behind a token that may be used now; otherwise the spec's 400, 410 or 503. */
  async verify(token: unknown): Promise<UnsubscribeLink> {
    const link = await this.unexpired(token);
    await this.refuseRevoked(link);
    return link;
  }

  /**
   * The link behind an authentic, unexpired token, its revocation not yet checked: for a caller
   * that checks it in its own statement, then throws UnsubscribeTokenRevokedError itself.
   */
  async unexpired(token: unknown): Promise<UnsubscribeLink> {
    const claims = await this.authentic(token);
    if (isExpired(claims.exp)) throw new UnsubscribeTokenExpiredError();
    return { tokenId: claims.id, teamId: claims.t, userId: claims.u, category: claims.c };
  }

  /** The 410 of a revoked link. */
  async refuseRevoked(link: Pick<UnsubscribeLink, 'tokenId'>): Promise<void> {
    if (await this.unsubscribes.isTokenRevoked(link.tokenId))
      throw new UnsubscribeTokenRevokedError();
  }

  /**
   * Revokes a link of the caller's team. Idempotent; an expired link may still be revoked. A
   * link of another team is the same 404 as one that never existed.
   */
  async revoke(teamId: string, token: unknown): Promise<void> {
    const claims = await this.authentic(token);
    if (claims.t !== teamId) throw new UnsubscribeTokenNotFoundError();
    await this.unsubscribes.revokeToken(claims.id, teamId);
  }

  private async authentic(token: unknown): Promise<UnsubscribeClaims> {
    const outcome = await withKeyFault(unsubscribeTokenCodec.verify(this.keyring, token), keyFault);
    if (!outcome.ok) throw new UnsubscribeTokenInvalidError();
    return outcome.claims;
  }
}

function keyFault(): Error {
  return new UnsubscribeKeyUnavailableError();
}
