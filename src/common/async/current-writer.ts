import { ContextSlot } from './context-slot';

const writers = new ContextSlot<string>('writer');

/**
 * Runs `work` as a write of `userId`'s request, so that what it commits can be attributed to
 * that user wherever the commit lands (a keyed request commits after its handler: docs/platform.md,
 * "Safe retries"). Read when a change is noted, not when it commits.
 */
export function runAsWriter<T>(userId: string, work: () => T): T {
  return writers.run(userId, work);
}

/** The user whose request is writing, inside `runAsWriter`. */
export function currentWriter(): string | undefined {
  return writers.get();
}
