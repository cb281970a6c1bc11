import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sha256Hex } from '../common/crypto/sha256';
import { UUID_PATTERN } from '../common/ids';
import { DomainError, ValidationFailedError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from '../events/outbox.service';
import { HmacKeyringService } from '../keys/hmac-keyring.service';
import { AddressSuppression } from './address-suppression.entity';
import { addressHash } from './address-hash';
import {
  claim,
  isExpired,
  SignedClaimsCodec,
  TokenRejection,
  unixSeconds,
  withKeyFault,
} from './signed-claims';
import {
  LaunchUnsubscribeKeyUnavailableError,
  LaunchUnsubscribeTokenExpiredError,
  LaunchUnsubscribeTokenInvalidError,
  LaunchUnsubscribeTokenMalformedError,
  UnsubscribeKeyUnavailableError,
} from './unsubscribe.errors';

export const LAUNCH_UNSUBSCRIBE_TOKEN_PREFIX = 'svc_lunsub_';
/** platform.md, Values: launch-unsubscribe token lifetime. */
export const LAUNCH_UNSUBSCRIBE_TTL_SECONDS = 180 * 24 * 60 * 60;

/**
 * The subject is an address, carried only as its keyed hash (`h`, under the key that signs the
 * token): enough for the server to suppress it, nothing a reader of the link can recover.
 */
export interface LaunchUnsubscribeClaims {
  v: 1;
  t: string;
  h: string;
  exp: number;
}

export const launchUnsubscribeTokenCodec = new SignedClaimsCodec<LaunchUnsubscribeClaims>(
  LAUNCH_UNSUBSCRIBE_TOKEN_PREFIX,
  'launch-unsubscribe',
  (value) => {
    const t = claim.string(value.t, UUID_PATTERN);
    const h = claim.string(value.h, /^[0-9a-f]{64}$/);
    const exp = claim.seconds(value.exp);
    if (value.v !== 1 || !t || !h || !exp) return undefined;
    return { v: 1, t, h, exp };
  },
);

export interface LaunchUnsubscribeLink {
  token: string;
  url: string;
}

@Injectable()
export class LaunchUnsubscribeService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keyring: HmacKeyringService,
    private readonly outbox: OutboxService,
  ) {}

  async createLink(
    teamId: string,
    email: string,
    expiresAt?: string,
    now = new Date(),
  ): Promise<LaunchUnsubscribeLink> {
    const exp = expirySeconds(expiresAt, now);
    const key = await withKeyFault(
      this.keyring.current('launch-unsubscribe'),
      () => new UnsubscribeKeyUnavailableError(),
    );
    const token = launchUnsubscribeTokenCodec.sign(key, {
      v: 1,
      t: teamId,
      h: addressHash(key.secret, email),
      exp,
    });
    return { token, url: launchUnsubscribeUrl(this.config.publicBaseUrl, token) };
  }

  /** Suppresses the address for good; a replay answers the same and writes nothing. */
  async suppress(token: unknown): Promise<{ suppressed: true }> {
    const { claims, kid } = await this.verify(token);
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(AddressSuppression)
        .values({ teamId: claims.t, kid, addressHash: claims.h })
        .orIgnore()
        .returning(['created_at'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return;
      await this.outbox.record(manager, claims.t, 'notification.unsubscribed', {
        scope: 'address',
        source: 'launch-unsubscribe',
        // Lets the team match the event to the link it minted; the address itself never leaves.
        linkTokenSha256: sha256Hex(String(token)),
      });
    });
    return { suppressed: true };
  }

  private async verify(token: unknown): Promise<{ claims: LaunchUnsubscribeClaims; kid: string }> {
    const outcome = await withKeyFault(
      launchUnsubscribeTokenCodec.verify(this.keyring, token),
      () => new LaunchUnsubscribeKeyUnavailableError(),
    );
    if (!outcome.ok) throw launchUnsubscribeRejection(outcome.rejection);
    if (isExpired(outcome.claims.exp)) throw new LaunchUnsubscribeTokenExpiredError();
    return { claims: outcome.claims, kid: outcome.key.kid };
  }
}

/** public-api.md splits the 400: an undecodable token is MALFORMED, every other refusal INVALID. */
export function launchUnsubscribeRejection(rejection: TokenRejection): DomainError {
  return rejection === 'malformed' || rejection === 'undecodable'
    ? new LaunchUnsubscribeTokenMalformedError()
    : new LaunchUnsubscribeTokenInvalidError();
}

function expirySeconds(expiresAt: string | undefined, now: Date): number {
  const latest = unixSeconds(now) + LAUNCH_UNSUBSCRIBE_TTL_SECONDS;
  if (expiresAt === undefined) return latest;
  const requested = Math.floor(new Date(expiresAt).getTime() / 1000);
  if (!(requested > unixSeconds(now)) || requested > latest) {
    throw ValidationFailedError.forField(
      'expiresAt',
      'expiresAt must be in the future and at most 180 days away',
      'invalid_date',
    );
  }
  return requested;
}

export function launchUnsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/public/launch-unsubscribe?token=${encodeURIComponent(token)}`;
}
