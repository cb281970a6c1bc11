import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { errorBodyFor } from '../errors/error-body';
import { writeError } from '../errors/all-exceptions.filter';

/** Paths whose handlers read the raw request stream themselves (size counted while streaming). */
const RAW_BODY_PATHS = [/^\/webhooks\//];

/**
 * JSON and form parsing with errors in the flat envelope. Multipart bodies are left to the
 * handlers that accept them (media upload, RFC 8058 one-click posts).
 */
export function registerBodyParsers(app: INestApplication): void {
  const json = express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] });
  const form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 100 });
  const skipRaw =
    (parser: express.RequestHandler) => (req: Request, res: Response, next: NextFunction) =>
      RAW_BODY_PATHS.some((path) => path.test(req.path)) ? next() : parser(req, res, next);

  app.use(skipRaw(json));
  app.use(skipRaw(form));
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    const { status, body, headers } = errorBodyFor(err);
    writeError(res, status, body, headers);
  });
}
