import { ValidationFailedError } from '../common/errors/domain-error';

export type ShareState = 'active' | 'revoked' | 'expired';

export interface ShareLifecycle {
  revokedAt: Date | null;
  expiresAt: Date | null;
}

/** Revocation wins over expiry: a revoked share stays revoked whatever its expiry says. */
export function shareState(share: ShareLifecycle, now: Date = new Date()): ShareState {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt && share.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** `expiresAt` of a new share: absent means it never expires; a past instant is refused. */
export function parseShareExpiry(value: string | undefined, now: Date = new Date()): Date | null {
  if (value === undefined) return null;
  const expiresAt = new Date(value);
  if (expiresAt.getTime() <= now.getTime()) {
    throw ValidationFailedError.forField(
      'expiresAt',
      'expiresAt must be in the future',
      'invalid_date',
    );
  }
  return expiresAt;
}

/** Share URLs are absolute, on PUBLIC_BASE_URL (platform.md, Provisioning resources). */
export function shareUrl(publicBaseUrl: string, path: string, token: string): string {
  return `${publicBaseUrl}/${path}/${encodeURIComponent(token)}`;
}
