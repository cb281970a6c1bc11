import { gunzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { isUndocumentedPath, OpenApiResponseValidator } from './openapi-response-validator';

/** One answer of the app that the committed openapi.json does not describe. */
export interface ResponseViolation {
  request: string;
  status: number;
  operation: string;
  problems: string[];
  body: string | undefined;
}

const BODY_SNIPPET = 300;

// One list per test file (Jest gives each file its own module registry): the app records what it
// answers, the afterEach of openapi-responses.setup.ts reports and clears it.
const violations: ResponseViolation[] = [];
let validator: OpenApiResponseValidator | undefined;

/**
 * Express middleware, registered before everything else by createTestApp: captures each answer
 * and checks every 2xx and 4xx against the committed document when the app ends it.
 */
export function recordResponses(req: Request, res: Response, next: NextFunction): void {
  const path = req.originalUrl.split('?')[0];
  if (isUndocumentedPath(path)) return next();
  const chunks: Buffer[] = [];
  let bodyBytes = 0;
  let checked = false;
  const capture = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    bodyBytes += bytes.length;
    if (isJsonType(res.getHeader('content-type'))) chunks.push(bytes);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    capture(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    capture(args[0], args[1]);
    if (!checked) checkAnswer(req.method, path, res, chunks, bodyBytes);
    checked = true;
    return end(...args);
  }) as Response['end'];
  next();
}

/** The violations recorded since the last call, which are then forgotten. */
export function takeResponseViolations(): ResponseViolation[] {
  return violations.splice(0, violations.length);
}

export function describeViolations(found: ResponseViolation[]): string {
  const lines = [
    `${found.length} response(s) do not match the committed openapi.json ` +
      '(fix the code or the document; see docs/platform.md, "The OpenAPI document"):',
  ];
  for (const violation of found) {
    lines.push(`  ${violation.request} -> ${violation.status}   [${violation.operation}]`);
    for (const problem of violation.problems) lines.push(`    - ${problem}`);
    if (violation.body !== undefined) lines.push(`    body: ${violation.body}`);
  }
  return lines.join('\n');
}

function checkAnswer(
  method: string,
  path: string,
  res: Response,
  chunks: Buffer[],
  bodyBytes: number,
): void {
  const status = res.statusCode;
  if (!((status >= 200 && status < 300) || (status >= 400 && status < 500))) return;
  const mediaType = mediaTypeOf(res.getHeader('content-type'));
  const bytes = Buffer.concat(chunks);
  const body =
    method === 'HEAD' || !isJsonType(mediaType)
      ? undefined
      : (res.getHeader('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  let result: { operation: string; problems: string[] };
  try {
    validator ??= OpenApiResponseValidator.fromFile();
    result = validator.check({ method, path, status, mediaType, bodyBytes, body });
  } catch (error) {
    result = { operation: '(validator)', problems: [`could not check: ${String(error)}`] };
  }
  if (result.problems.length === 0) return;
  violations.push({
    request: `${method} ${path}`,
    status,
    operation: result.operation,
    problems: result.problems,
    body:
      body === undefined
        ? undefined
        : body.length > BODY_SNIPPET
          ? `${body.slice(0, BODY_SNIPPET)}…`
          : body,
  });
}

function mediaTypeOf(header: unknown): string {
  const value = Array.isArray(header) ? header[0] : header;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return text.split(';')[0].trim().toLowerCase();
}

function isJsonType(header: unknown): boolean {
  return /^application\/(.+\+)?json$/.test(mediaTypeOf(header));
}
