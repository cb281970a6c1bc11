import { StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { offerBody } from '../conditional-reads/conditional-reads';

/**
 * A JSON body already serialised (a cached one), sent with the headers `res.json` would set;
 * gzip-encoded when the client accepts gzip and a gzip copy is at hand. Its bytes are offered for
 * the ETag of a conditional read, hashed once per Buffer however often it is sent.
 */
export function jsonBytes(
  bytes: { json: Buffer; gzip?: Buffer },
  request: Request,
  response: Response,
): StreamableFile {
  let body = bytes.json;
  if (bytes.gzip) {
    response.vary('Accept-Encoding');
    const asked = request.headers['accept-encoding'] !== undefined;
    if (asked && request.acceptsEncodings('gzip', 'identity') === 'gzip') {
      response.setHeader('Content-Encoding', 'gzip');
      body = bytes.gzip;
    }
  }
  offerBody(response, body);
  return new StreamableFile(body, { type: 'application/json; charset=utf-8', length: body.length });
}

/**
 * A JSON body the handler already holds as text, returned for Nest to send as it is: one write,
 * where a StreamableFile would pipe it through two streams (a third of a 25 KB page's cost).
 */
export function jsonText(text: string, response: Response): string {
  response.type('application/json');
  return text;
}

/**
 * A JSON body the process holds as bytes for good (the model catalog), written as it is: no
 * serialisation and no string-to-bytes copy per request, and its ETag is hashed once per Buffer.
 * For a handler that takes `@Res()` (a Buffer returned to Nest would be serialised as an object).
 */
export function sendJsonBuffer(response: Response, body: Buffer): void {
  response.type('application/json');
  response.send(body);
}
