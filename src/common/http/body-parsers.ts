import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { UnsupportedMediaTypeError, ValidationFailedError } from '../errors/domain-error';
import { errorBodyFor } from '../errors/error-body';
import { writeError } from '../errors/all-exceptions.filter';
import { findUnsafeString } from '../validation/unsafe-strings';
import { noteBodyBytes } from './body-digest';
import { findJsonShapeViolation, REQUEST_BODY_LIMITS } from './json-shape';

/**
 * Paths whose bodies are never parsed here: the webhook receiver reads the raw stream itself
 * (size counted while streaming), and on the public media POSTs and launch unsubscribe the token
 * is the only input (public-api.md), so a malformed body must not turn into a 400 those routes
 * do not list.
 */
const UNPARSED_BODY_PATHS = [
  /^\/webhooks\//,
  /^\/public\/media\//,
  /^\/public\/launch-unsubscribe$/,
];

/**
 * No GET, HEAD or DELETE route reads a body: one sent anyway is ignored, never parsed, so a
 * broken one cannot turn the pixel's GIF, the key set, a public page or a delete into a 400 their
 * contracts lack (content in these methods has no defined meaning, RFC 9110 9.3).
 */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** Whether the body parsers read bodies on this path (the OpenAPI document says so there). */
export function isParsedBodyPath(path: string): boolean {
  return !UNPARSED_BODY_PATHS.some((pattern) => pattern.test(path));
}

/**
 * JSON and form parsing with errors in the flat envelope. Multipart bodies are left to the
 * handlers that accept them (media upload, RFC 8058 one-click posts).
 *
 * Every JSON body passes one guard at the edge, before any guard, pipe or validator sees it: its
 * shape (depth, array items, object keys) is checked on the text before parsing, and its strings
 * after, so no later recursive step can be driven by attacker depth or size.
 */
export function registerBodyParsers(app: INestApplication): void {
  const json = express.json({
    limit: '1mb',
    type: ['application/json', 'application/*+json'],
    verify: refuseHostileShape,
  });
  const form = express.urlencoded({
    extended: false,
    limit: '64kb',
    parameterLimit: 100,
    verify: (req: Request, _res: Response, buffer: Buffer) => noteBodyBytes(req, buffer),
  });
  // One layer: a request without a body to read (most) passes it with one check.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (BODILESS_METHODS.has(req.method) || !isParsedBodyPath(req.path)) return next();
    json(req, res, (jsonError?: unknown) => {
      if (jsonError) return next(jsonError);
      refuseUnsafeJsonStrings(req, res, (unsafe?: unknown) =>
        unsafe ? next(unsafe) : form(req, res, next),
      );
    });
  });
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    const { status, body, headers } = errorBodyFor(err);
    writeError(res, status, body, headers);
  });
}

/**
 * body-parser's `verify` hook: runs on the raw bytes, before they are decoded and parsed. JSON is
 * UTF-8 (RFC 8259 8.1); body-parser would take any `utf-*` charset (`encoding`, lower-cased).
 */
function refuseHostileShape(req: Request, _res: Response, buffer: Buffer, encoding: string): void {
  if (encoding !== 'utf-8') throw new UnsupportedMediaTypeError('Unsupported charset');
  noteBodyBytes(req, buffer);
  const text = buffer.toString('utf8');
  const violation = findJsonShapeViolation(text, REQUEST_BODY_LIMITS);
  // body-parser keeps a thrown error's own status (400) and passes the error on unchanged.
  if (violation) throw new ValidationFailedError([violation], violation.message);
}

function refuseUnsafeJsonStrings(req: Request, _res: Response, next: NextFunction): void {
  if (
    req.body === undefined ||
    req.body === null ||
    !req.is(['application/json', 'application/*+json'])
  ) {
    return next();
  }
  const detail = findUnsafeString(req.body);
  next(detail ? new ValidationFailedError([detail], detail.message) : undefined);
}
