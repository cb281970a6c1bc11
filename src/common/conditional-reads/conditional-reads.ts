import type { INestApplication } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { ResponseSlot } from '../http/response-slot';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { parseQueryInteger } from '../validation/query-integer';
import { entityTagOf, heldEntityTagOf, ifNoneMatchNames } from './entity-tag';

/** Representation metadata a 304 leaves out (RFC 9110 §15.4.5); ETag and Vary stay. */
const BODY_HEADERS = ['Content-Type', 'Content-Length', 'Content-Encoding', 'Transfer-Encoding'];

/** Bodies a handler sends other than through `res.send` (a cached StreamableFile). */
const offeredBodies = new ResponseSlot<Buffer>('offeredBody');

/** A GET (or its HEAD) under /v1: its answers are conditional only through the tag. */
function isV1Read(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && (path === '/v1' || path.startsWith('/v1/'));
}

/**
 * Whether an answer gets a tag (platform.md "Conditional reads"): a GET (or its HEAD) under /v1
 * that is one resource or the first page of a collection, no `cursor` and no `offset` past 0.
 * `offset` is read as the pipes read it (`parseQueryInteger`).
 */
export function isConditionalRead(method: string, path: string, query: Request['query']): boolean {
  if (!isV1Read(method, path)) return false;
  const { cursor, offset } = query;
  if (cursor !== undefined && cursor !== '') return false;
  return offset === undefined || parseQueryInteger(offset) === 0;
}

/**
 * A handler that answers with bytes it holds (jsonBytes: a StreamableFile, which Nest pipes
 * rather than passing to `res.send`) names them here, so that its answer is tagged as well.
 */
export function offerBody(response: Response, body: Buffer): void {
  offeredBodies.set(response, body);
}

/**
 * Tags every 200 of a conditional read with the digest of its bytes and answers 304 when
 * If-None-Match names that tag. The decision is taken as the status line is written, the one
 * moment every answer passes once its headers are final: after `res.send` (JSON, text) and before
 * a piped StreamableFile. Node writes no body on a 304. The tag comes from the bytes this request
 * computed, so a 304 is only given for what a 200 would send now: a write committed before the
 * read is in those bytes, and it is never hidden. The unit the rate-limit guard spent is given
 * back; access was checked and recorded as for any call.
 *
 * `send`, `writeHead` and `fresh` are overridden once on the app's response and request
 * prototypes (Express's own extension points); a request only notes that it is a conditional read.
 */
export function registerConditionalReads(app: INestApplication): void {
  const limiter = app.get(RateLimiterService);
  const express = app.getHttpAdapter().getInstance() as Express;

  // Express's res.send answers 304 by itself to `If-None-Match: *` (req.fresh needs no tag for
  // it): under /v1 only the tag decides, and an untagged answer (a later page) is never a 304.
  const fresh = propertyGetter(express.request, 'fresh');
  Object.defineProperty(express.request, 'fresh', {
    configurable: true,
    get(this: Request): boolean {
      return isV1Read(this.method, this.path) ? false : fresh.call(this);
    },
  });

  const send = express.response.send;
  express.response.send = function (this: Response, body?: unknown) {
    const read = reads.get(this);
    if (read && (typeof body === 'string' || Buffer.isBuffer(body))) read.sent = body;
    return send.call(this, body);
  } as Response['send'];

  // res.send encodes a string body of 1,000 characters or more into a Buffer, which it ends the
  // answer with: the tag is the digest of those bytes, not of a second encoding of the string.
  const end = express.response.end;
  express.response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    const read = reads.get(this);
    if (read && Buffer.isBuffer(chunk)) read.sent = chunk;
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];

  const writeHead = express.response.writeHead;
  express.response.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
    const read = reads.get(this);
    if (read && statusCode === 200) {
      const tag = tagOf(this, read.sent);
      if (tag !== undefined) {
        this.setHeader('ETag', tag);
        if (ifNoneMatchNames(read.request.headers['if-none-match'], tag)) {
          for (const name of BODY_HEADERS) this.removeHeader(name);
          limiter.refund(this);
          return writeHead.call(this, 304);
        }
      }
    }
    return (writeHead as (...args: unknown[]) => Response).call(this, statusCode, ...rest);
  } as Response['writeHead'];

  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isConditionalRead(request.method, request.path, request.query)) {
      reads.set(response, { request });
    }
    next();
  });
}

/** The answers under way that are conditional reads, with the body `res.send` was given (as the bytes it sends). */
const reads = new ResponseSlot<{ request: Request; sent?: string | Buffer }>('conditionalRead');

/** The tag of the bytes the answer sends, or none when they are not known (a stream no handler offered). */
function tagOf(response: Response, sent: string | Buffer | undefined): string | undefined {
  const contentType = headerText(response.getHeader('Content-Type'));
  const contentEncoding = headerText(response.getHeader('Content-Encoding'));
  if (sent !== undefined) return entityTagOf(contentType, contentEncoding, sent);
  const held = offeredBodies.get(response);
  return held && heldEntityTagOf(contentType, contentEncoding, held);
}

function propertyGetter(target: object, name: string): () => boolean {
  for (let at: object | null = target; at; at = Object.getPrototypeOf(at) as object | null) {
    const getter = Object.getOwnPropertyDescriptor(at, name)?.get;
    if (getter) return getter as () => boolean;
  }
  throw new Error(`no ${name} getter on Express's request`);
}

function headerText(value: number | string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}
