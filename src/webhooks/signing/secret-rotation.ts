/** Secret rotation in both directions: how long the replaced secret keeps working. */
export const DEFAULT_ROTATION_GRACE_HOURS = 24;
export const MAX_ROTATION_GRACE_HOURS = 72;

/** When the replaced secret stops, while that is still ahead; null once the grace is over. */
export function runningGraceEnd(validUntil: Date | null, now = Date.now()): string | null {
  return validUntil !== null && validUntil.getTime() > now ? validUntil.toISOString() : null;
}
