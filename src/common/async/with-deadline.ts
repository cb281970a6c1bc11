export class DeadlineExceededError extends Error {}

/**
 * Rejects (DeadlineExceededError) when `promise` has not settled within `ms`. The work itself is not cancelled: use it
 * where finishing late is harmless (idempotent queue calls, pings).
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what = 'the call'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DeadlineExceededError(`${what}: no answer within ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
