import { randomBytes } from 'node:crypto';
import { HmacKeyringService } from '../../src/keys/hmac-keyring.service';
import { signToken } from '../../src/keys/signed-token';
import { NotificationCreateDto } from '../../src/notifications/dto/notification-create.dto';
import { NotificationCreatedView } from '../../src/notifications/dto/notification-created.view';
import { NotificationsService } from '../../src/notifications/notifications.service';
import {
  NOTIFICATION_TOKEN_PREFIX,
  notificationTokenCodec,
} from '../../src/notifications/notification-link-tokens.service';
import { addressHash } from '../../src/unsubscribe/address-hash';
import {
  LAUNCH_UNSUBSCRIBE_TOKEN_PREFIX,
  launchUnsubscribeTokenCodec,
} from '../../src/unsubscribe/launch-unsubscribe.service';
import { newTokenId, unixSeconds } from '../../src/unsubscribe/signed-claims';
import {
  UNSUBSCRIBE_TOKEN_PREFIX,
  unsubscribeTokenCodec,
} from '../../src/unsubscribe/unsubscribe-tokens.service';
import type { TestApp } from '../support/test-app';

/** The host e2e apps allow for resourceUrl (see NOTIFICATION_TEST_ENV). */
export const RESOURCE_HOST = 'app.example.test';

/** Configuration every notification e2e app boots with. */
export const NOTIFICATION_TEST_ENV = {
  PUBLIC_BASE_URL: 'https://api.example.test',
  NOTIFICATION_ALLOWED_HOSTS: `${RESOURCE_HOST},*.docs.example.test`,
  UNSUBSCRIBE_LANDING_URL: 'https://app.example.test/unsubscribe?lang=en',
  PREFERENCES_URL: 'https://app.example.test/settings/notifications',
};

export function uniqueCategory(): string {
  return `cat-${randomBytes(4).toString('hex')}`;
}

export function notificationInput(
  userId: string,
  overrides: Partial<NotificationCreateDto> = {},
): NotificationCreateDto {
  return {
    userId,
    category: uniqueCategory(),
    title: 'Your invoice is ready',
    body: 'Invoice 42 is ready to view.',
    resourceUrl: `https://${RESOURCE_HOST}/invoices/${randomBytes(3).toString('hex')}`,
    ...overrides,
  };
}

export interface CreatedNotification extends NotificationCreatedView {
  linkToken: string;
  unsubscribeToken: string;
  /** Paths (with query) to drive the app over HTTP. */
  openPath: string;
  pixelPath: string;
  unsubscribePath: string;
  managePath: string;
}

/** A notification created through the service (the HTTP path has its own tests). */
export async function createNotification(
  app: TestApp,
  member: { teamId: string; userId: string },
  overrides: Partial<NotificationCreateDto> = {},
): Promise<CreatedNotification> {
  const view = await app
    .get(NotificationsService)
    .create({ teamId: member.teamId }, notificationInput(member.userId, overrides));
  return withPaths(view);
}

export function withPaths(view: NotificationCreatedView): CreatedNotification {
  return {
    ...view,
    linkToken: tokenOf(view.openUrl),
    unsubscribeToken: tokenOf(view.unsubscribeUrl),
    openPath: pathOf(view.openUrl),
    pixelPath: pathOf(view.pixelUrl),
    unsubscribePath: pathOf(view.unsubscribeUrl),
    managePath: pathOf(view.manageUrl),
  };
}

export function tokenOf(url: string): string {
  return new URL(url).searchParams.get('token') ?? '';
}

export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Flips one character of the MAC: same shape, wrong signature. */
export function tamperMac(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same token spelt differently: a 32-byte MAC leaves two spare bits in its last base64url
 * character, which decoders ignore. Variants 1, 2 and 3 are the three other spellings.
 */
export function respellMac(token: string, variant: 1 | 2 | 3 = 1): string {
  const last = BASE64URL_ALPHABET.indexOf(token.at(-1) ?? '');
  return `${token.slice(0, -1)}${BASE64URL_ALPHABET[last ^ variant]}`;
}

/** Re-signs a token's payload with a different claims body under the real current key. */
export async function signRaw(
  app: TestApp,
  purpose: 'unsubscribe' | 'launch-unsubscribe' | 'notification',
  payload: string,
): Promise<string> {
  const prefix = {
    unsubscribe: UNSUBSCRIBE_TOKEN_PREFIX,
    'launch-unsubscribe': LAUNCH_UNSUBSCRIBE_TOKEN_PREFIX,
    notification: NOTIFICATION_TOKEN_PREFIX,
  }[purpose];
  const key = await app.get(HmacKeyringService).current(purpose);
  return signToken(prefix, key.kid, Buffer.from(payload), key.secret);
}

/** A genuine `svc_unsub_` token with chosen claims (an expired one, for instance). */
export async function signUnsubscribeToken(
  app: TestApp,
  claims: { teamId: string; userId: string; category: string; expiresAt?: Date },
): Promise<string> {
  const key = await app.get(HmacKeyringService).current('unsubscribe');
  return unsubscribeTokenCodec.sign(key, {
    v: 1,
    id: newTokenId(),
    t: claims.teamId,
    u: claims.userId,
    c: claims.category,
    exp: unixSeconds(claims.expiresAt ?? new Date(Date.now() + 3_600_000)),
  });
}

export async function signLaunchUnsubscribeToken(
  app: TestApp,
  claims: { teamId: string; email: string; expiresAt?: Date },
): Promise<string> {
  const key = await app.get(HmacKeyringService).current('launch-unsubscribe');
  return launchUnsubscribeTokenCodec.sign(key, {
    v: 1,
    t: claims.teamId,
    h: addressHash(key.secret, claims.email),
    exp: unixSeconds(claims.expiresAt ?? new Date(Date.now() + 3_600_000)),
  });
}

export async function signNotificationToken(
  app: TestApp,
  claims: { notificationId: string; teamId: string; expiresAt?: Date },
): Promise<string> {
  const key = await app.get(HmacKeyringService).current('notification');
  return notificationTokenCodec.sign(key, {
    v: 1,
    n: claims.notificationId,
    t: claims.teamId,
    exp: unixSeconds(claims.expiresAt ?? new Date(Date.now() + 3_600_000)),
  });
}

export const PAST = () => new Date(Date.now() - 60_000);

export { outboxEvents } from './outbox.factory';

export async function suppressionRows(
  app: TestApp,
  teamId: string,
  userId: string,
): Promise<{ category: string }[]> {
  return app.dataSource.query(
    'SELECT category FROM notification_suppressions WHERE team_id = $1 AND user_id = $2 ORDER BY category',
    [teamId, userId],
  );
}
