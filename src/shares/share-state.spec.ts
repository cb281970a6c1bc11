import { ValidationFailedError } from '../common/errors/domain-error';
import { parseShareExpiry, shareState, shareUrl } from './share-state';

describe('share state', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const past = new Date('2029-12-31T23:59:59Z');
  const future = new Date('2030-01-01T00:00:01Z');

  it('is active, expired or revoked, revocation first', () => {
    expect(shareState({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(shareState({ revokedAt: null, expiresAt: future }, now)).toBe('active');
    expect(shareState({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(shareState({ revokedAt: past, expiresAt: past }, now)).toBe('revoked');
  });

  it('accepts only future expiries', () => {
    expect(parseShareExpiry(undefined, now)).toBeNull();
    expect(parseShareExpiry(future.toISOString(), now)).toEqual(future);
    expect(() => parseShareExpiry(past.toISOString(), now)).toThrow(ValidationFailedError);
  });

  it('builds absolute URLs', () => {
    expect(shareUrl('https://x.test', 'public/media', 'shm_a.b.c')).toBe(
      'https://x.test/public/media/shm_a.b.c',
    );
  });
});
