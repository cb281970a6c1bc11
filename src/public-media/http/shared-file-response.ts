import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { setPublicShareHeaders } from '../../shares/public-share-headers';
import { RangeNotSatisfiableError } from '../media.errors';
import type { ByteRange } from '../storage/media-storage';
import { contentDisposition } from './content-disposition';
import { parseRange } from './byte-range';

export interface SharedFileBody {
  fileName: string;
  contentType: string;
  fileSize: number;
  etag: string;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * An uploaded HTML or SVG file is served as what it is, so it must not run script on our origin:
 * a sandboxed CSP (a unique opaque origin, no script) plus nosniff. PDF viewers refuse to run in a
 * sandboxed document, so PDFs get the same resource restrictions without the `sandbox` token.
 */
const SANDBOX_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; font-src 'self' data:";
const PDF_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'";

/**
 * Streams a shared file with ETag revalidation and single byte ranges (206/416). Cache-Control
 * keeps every reuse revalidated, so a revoked share stops working on the next request.
 */
export async function sendSharedFile(
  request: Request,
  response: Response,
  file: SharedFileBody,
  disposition: 'inline' | 'attachment',
): Promise<void> {
  setPublicShareHeaders(response);
  const fileHeaders = (): void => {
    response.setHeader(
      'Content-Security-Policy',
      file.contentType.startsWith('application/pdf') ? PDF_CSP : SANDBOX_CSP,
    );
    response.setHeader('Cache-Control', 'private, no-cache');
    response.setHeader('ETag', file.etag);
    response.setHeader('Accept-Ranges', 'bytes');
  };

  if (etagMatches(request.headers['if-none-match'], file.etag)) {
    fileHeaders();
    response.status(304).end();
    return;
  }
  const ifRange = request.headers['if-range'];
  const rangeHeader =
    ifRange === undefined || ifRange === file.etag ? request.headers.range : undefined;
  const outcome = parseRange(rangeHeader, file.fileSize);
  if (outcome.kind === 'unsatisfiable') throw new RangeNotSatisfiableError(file.fileSize);

  // Opened before any file header is set: a missing object still leaves as a plain 404 envelope.
  const range = outcome.kind === 'partial' ? outcome.range : undefined;
  const body = file.fileSize === 0 ? undefined : await file.open(range);
  fileHeaders();
  response.setHeader('Content-Disposition', contentDisposition(disposition, file.fileName));
  response.setHeader('Content-Type', file.contentType);
  if (range) {
    response.status(206);
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.fileSize}`);
    response.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    response.status(200);
    response.setHeader('Content-Length', String(file.fileSize));
  }
  if (!body || request.method === 'HEAD') {
    body?.destroy();
    response.end();
    return;
  }
  try {
    await pipeline(body, response);
  } catch (error) {
    // A client that goes away mid-download is normal; anything else surfaces as a fault.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
