import type { Test } from 'supertest';

/** The `error` code of an answer that must come with `status` (the flat error envelope). */
export async function errorCode(pending: Test, status: number): Promise<unknown> {
  return ((await pending.expect(status)).body as { error?: unknown }).error;
}
