import request from 'supertest';
import { entityTagOf } from '../../src/common/conditional-reads/entity-tag';
import type { TestApp } from './test-app';

export type Headers = Record<string, string>;

export interface Answer {
  status: number;
  tag: string | undefined;
  text: string;
  headers: Record<string, string>;
}

/** A strong tag as the service makes them: 32 base64url characters in quotes. */
export const STRONG_TAG = /^"[A-Za-z0-9_-]{32}"$/;

/** GET `path`, conditional when `ifNoneMatch` is given. */
export async function read(
  app: TestApp,
  path: string,
  headers: Headers,
  ifNoneMatch?: string,
): Promise<Answer> {
  const call = request(app.http).get(path).set(headers);
  if (ifNoneMatch !== undefined) call.set('If-None-Match', ifNoneMatch);
  const res = await call;
  return {
    status: res.status,
    tag: (res.headers as Record<string, string | undefined>).etag,
    text: res.text ?? '',
    headers: res.headers,
  };
}

/** An unconditional 200 with its tag, which must be the digest of the bytes it came with. */
export async function taggedRead(app: TestApp, path: string, headers: Headers): Promise<Answer> {
  const answer = await read(app, path, headers);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
  expectTagOfBytes(answer);
  return answer;
}

/** The ETag of a JSON 200 (identity coding) is the digest of its media type and exact bytes. */
export function expectTagOfBytes(answer: Answer): void {
  expect(answer.tag).toMatch(STRONG_TAG);
  expect(answer.tag).toBe(entityTagOf(answer.headers['content-type'], '', answer.text));
}

/** A 304 as platform.md "Conditional reads" has it: no body, the tag, no body headers. */
export function expectNotModified(answer: Answer, tag: string): void {
  expect(answer.status).toBe(304);
  expect(answer.text).toBe('');
  expect(answer.tag).toBe(tag);
  expect(answer.headers['content-type']).toBeUndefined();
  expect(answer.headers['content-length']).toBeUndefined();
}

/**
 * A conditional read with a tag held from before a write: 200 with other bytes and a new tag
 * (the write shows), then that new tag answers 304.
 */
export async function expectChangedSince(
  app: TestApp,
  path: string,
  headers: Headers,
  before: Answer,
): Promise<Answer> {
  const after = await read(app, path, headers, before.tag);
  expect(after.status).toBe(200);
  expectTagOfBytes(after);
  expect(after.text).not.toBe(before.text);
  expect(after.tag).not.toBe(before.tag);
  expectNotModified(await read(app, path, headers, after.tag), after.tag!);
  return after;
}

/**
 * Reads `path`, checks that its tag answers 304, runs `write`, and checks that the old tag now
 * answers 200 with the new bytes.
 */
export async function expectWriteShows(
  app: TestApp,
  paths: string[],
  headers: Headers,
  write: () => Promise<unknown>,
): Promise<Answer[]> {
  const before: Answer[] = [];
  for (const path of paths) {
    const answer = await taggedRead(app, path, headers);
    expectNotModified(await read(app, path, headers, answer.tag), answer.tag!);
    before.push(answer);
  }
  await write();
  const after: Answer[] = [];
  for (const [index, path] of paths.entries())
    after.push(await expectChangedSince(app, path, headers, before[index]));
  return after;
}
