import { Injectable } from '@nestjs/common';
import { constantTimeEqual } from '../common/crypto/constant-time';
import { UUID_PATTERN } from '../common/ids';
import { HmacKeyringService } from '../keys/hmac-keyring.service';
import {
  claim,
  isExpired,
  SignedClaimsCodec,
  unixSeconds,
  withKeyFault,
} from '../unsubscribe/signed-claims';
import { UNSUBSCRIBE_TOKEN_TTL_SECONDS } from '../unsubscribe/unsubscribe-tokens.service';
import {
  NotificationKeyUnavailableError,
  NotificationLinkExpiredError,
  NotificationNotFoundError,
} from './notifications.errors';

export const NOTIFICATION_TOKEN_PREFIX = 'svc_ntf_';

/** Claims of the open/pixel link: the notification and its team, nothing personal. */
export interface NotificationLinkClaims {
  v: 1;
  n: string;
  t: string;
  exp: number;
}

export interface NotificationLink {
  notificationId: string;
  teamId: string;
}

export const notificationTokenCodec = new SignedClaimsCodec<NotificationLinkClaims>(
  NOTIFICATION_TOKEN_PREFIX,
  'notification',
  (value) => {
    const n = claim.string(value.n, UUID_PATTERN);
    const t = claim.string(value.t, UUID_PATTERN);
    const exp = claim.seconds(value.exp);
    if (value.v !== 1 || !n || !t || !exp) return undefined;
    return { v: 1, n, t, exp };
  },
);

/** The `token` of open and pixel links, bound to one notification. */
@Injectable()
export class NotificationLinkTokensService {
  constructor(private readonly keyring: HmacKeyringService) {}

  async mint(link: NotificationLink, now = new Date()): Promise<string> {
    const key = await withKeyFault(this.keyring.current('notification'), keyFault);
    return notificationTokenCodec.sign(key, {
      v: 1,
      n: link.notificationId,
      t: link.teamId,
      // platform.md, Values: notification tokens live as long as unsubscribe tokens.
      exp: unixSeconds(now) + UNSUBSCRIBE_TOKEN_TTL_SECONDS,
    });
  }

  /** The link when the token is authentic, unexpired and minted for the notification in the path. */
  async verify(notificationId: string, token: unknown): Promise<NotificationLink> {
    const outcome = await withKeyFault(
      notificationTokenCodec.verify(this.keyring, token),
      keyFault,
    );
    if (!outcome.ok || !sameId(outcome.claims.n, notificationId)) {
      throw new NotificationNotFoundError();
    }
    if (isExpired(outcome.claims.exp)) throw new NotificationLinkExpiredError();
    return { notificationId: outcome.claims.n, teamId: outcome.claims.t };
  }
}

function sameId(claimed: string, requested: string): boolean {
  return constantTimeEqual(claimed.toLowerCase(), requested.toLowerCase());
}

function keyFault(): Error {
  return new NotificationKeyUnavailableError();
}
