import type { IncomingHttpHeaders } from 'node:http';

export type MediaRefusal =
  'unsupported_media_type' | 'unsupported_charset' | 'unsupported_content_encoding';

/**
 * The receiver takes `application/json` only, in UTF-8 and without a content encoding: the
 * signature is over the bytes as sent, and a compressed body would be a different body.
 */
export function mediaRefusal(headers: IncomingHttpHeaders): MediaRefusal | undefined {
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return 'unsupported_content_encoding';
  const [type = '', ...parameters] = (headers['content-type'] ?? '').split(';');
  if (type.trim().toLowerCase() !== 'application/json') return 'unsupported_media_type';
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    const charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
    if (name.trim().toLowerCase() === 'charset' && charset !== 'utf-8' && charset !== 'utf8')
      return 'unsupported_charset';
  }
  return undefined;
}

/** A declared length above the limit is refused before reading; a smaller one is not trusted. */
export function declaresMoreThan(headers: IncomingHttpHeaders, limitBytes: number): boolean {
  const declared = Number(headers['content-length']);
  return Number.isFinite(declared) && declared > limitBytes;
}

/** Repeated headers arrive joined by Node; a joined signature simply does not match. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

export function isUsableIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}
