import { ThrottlerStorageService } from '@nestjs/throttler';

/** The fields of ThrottlerStorageService a refund changes (private in its typings). */
interface HitLists {
  hitExpirations: Map<string, Map<string, number[]>>;
}

/**
 * The throttler's in-memory storage (the fallback while Redis does not answer) that can also give
 * back a unit it counted: its count per key and name is the number of unexpired hit times, so a
 * refund drops the newest one. refundable-memory-storage.spec.ts holds it to the library's
 * behaviour, so an upgrade that changes that layout fails there.
 */
export class RefundableMemoryStorage extends ThrottlerStorageService {
  /** Removes one hit of `throttlerName` on `key`, never going below zero; returns the hits left. */
  refund(key: string, throttlerName: string): number {
    const record = this.storage.get(key);
    const hits = record?.totalHits.get(throttlerName) ?? 0;
    if (!record || hits <= 0) return 0;
    (this as unknown as HitLists).hitExpirations.get(key)?.get(throttlerName)?.pop();
    record.totalHits.set(throttlerName, hits - 1);
    return hits - 1;
  }
}
