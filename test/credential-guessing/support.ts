import { randomBytes, randomInt } from 'node:crypto';
import request from 'supertest';
import { generateTokenSecret } from '../../src/api-tokens/token-secret';
import type { TestApp } from '../support/test-app';

/**
 * The budget's real default (AUTH_FAILURE_LIMIT unset), behind a proxy whose X-Forwarded-For
 * decides `req.ip`. The rest of the suite runs with a generous budget (global-setup.ts).
 */
export const REAL_BUDGET = { AUTH_FAILURE_LIMIT: '', TRUST_PROXY: 'true' };

/**
 * An address of its own for each test: every app of a run shares one Redis prefix, and other
 * test files refuse credentials from 127.0.0.1.
 */
export function randomIpv4(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A random /64 as its first four groups (`2001:db8:1a2b:3c4d`). */
export function randomIpv6Network(): string {
  return `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
}

/** A well-formed token (right prefix, length and checksum) that nobody issued. */
export const unknownToken = () => generateTokenSecret('svc_live_');

/** Right prefix and length, wrong checksum: refused without a look-up. */
export function malformedToken(): string {
  const token = unknownToken();
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
}

/** Sends wrong API tokens one after another from `address`; answers their statuses. */
export async function wrongTokenStatuses(
  app: TestApp,
  address: string,
  count: number,
  makeToken: () => string = unknownToken,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const res = await request(app.http)
      .get('/v1/agents')
      .set('X-Forwarded-For', address)
      .set('Authorization', `Bearer ${makeToken()}`);
    statuses.push(res.status);
  }
  return statuses;
}

export const times = (count: number, status: number) => Array<number>(count).fill(status);

/**
 * 25 wrong tokens from one address, each followed by a correct one from another address, which
 * must be answered 200 every time; answers the guesses' statuses and the first 429.
 */
export async function guessBesideHonestCaller(
  app: TestApp,
  honestAuth: Record<string, string>,
  makeToken: () => string = unknownToken,
): Promise<{ guesser: string; statuses: number[]; firstRefusal?: request.Response }> {
  const guesser = randomIpv4();
  const honest = randomIpv4();
  const statuses: number[] = [];
  let firstRefusal: request.Response | undefined;
  for (let index = 0; index < 25; index += 1) {
    const res = await request(app.http)
      .get('/v1/agents')
      .set('X-Forwarded-For', guesser)
      .set('Authorization', `Bearer ${makeToken()}`);
    statuses.push(res.status);
    if (res.status === 429) firstRefusal ??= res;
    await request(app.http)
      .get('/v1/agents')
      .set('X-Forwarded-For', honest)
      .set(honestAuth)
      .expect(200);
  }
  return { guesser, statuses, firstRefusal };
}
