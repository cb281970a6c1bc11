import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { errorBodyFor } from '../errors/error-body';
import { writeError } from '../errors/all-exceptions.filter';

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
 * JSON and form parsing with errors in the flat envelope. Multipart bodies are left to the
 * handlers that accept them (media upload, RFC 8058 one-click posts).
 */
export function registerBodyParsers(app: INestApplication): void {
  const json = express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] });
  const form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 100 });
  const skipRaw =
    (parser: express.RequestHandler) => (req: Request, res: Response, next: NextFunction) =>
      UNPARSED_BODY_PATHS.some((path) => path.test(req.path)) ? next() : parser(req, res, next);

  app.use(skipRaw(json));
  app.use(skipRaw(form));
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    const { status, body, headers } = errorBodyFor(err);
    writeError(res, status, body, headers);
  });
}
