import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors/domain-error';

/**
 * Postgres text and jsonb cannot hold U+0000: a NUL that reached a query or an insert would be a
 * 500. Bodies and query strings of every route are refused with 400 VALIDATION_ERROR instead,
 * naming the first field (or map key) that carries one. Global, after the ValidationPipe.
 */
@Injectable()
export class RejectNulPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const field = firstNulField(value, '');
    if (field !== undefined) {
      throw ValidationFailedError.forField(
        field,
        `${field || 'the body'} must not contain NUL (U+0000) characters`,
        'invalid_string',
      );
    }
    return value;
  }
}

/** The path of the first string or key holding a NUL, or undefined when there is none. */
export function firstNulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = firstNulField(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
