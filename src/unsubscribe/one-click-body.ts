import { ValidationFailedError } from '../common/errors/domain-error';
import { unrecognizedKeysDetail } from '../common/validation/validation-details';

export type UnsubscribeScope = 'category' | 'all';

export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/**
 * Reads the scope of a one-click POST from the four bodies public-api.md allows: empty; the
 * RFC 8058 form `List-Unsubscribe=One-Click` (urlencoded or multipart); JSON `{"scope": …}`.
 * Only JSON can escalate to `all`: a mail client's automatic one-click post never does.
 * A body of another media type is not parsed and counts as empty.
 */
export function oneClickScope(contentType: string | undefined, body: unknown): UnsubscribeScope {
  if (body === undefined || body === null) return 'category';
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw ValidationFailedError.forField('', 'The body must be an object', 'invalid_type');
  }
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).length === 0) return 'category';
  return isJson(contentType) ? jsonScope(fields) : formScope(fields);
}

function jsonScope(fields: Record<string, unknown>): UnsubscribeScope {
  refuseUndeclared(fields, 'scope');
  const scope = fields.scope;
  if (scope === undefined || scope === 'category' || scope === 'all') return scope ?? 'category';
  throw ValidationFailedError.forField(
    'scope',
    'scope must be one of the following values: category, all',
    'invalid_enum_value',
  );
}

function formScope(fields: Record<string, unknown>): UnsubscribeScope {
  refuseUndeclared(fields, ONE_CLICK_FIELD);
  if (fields[ONE_CLICK_FIELD] !== ONE_CLICK_VALUE) {
    throw ValidationFailedError.forField(
      ONE_CLICK_FIELD,
      `${ONE_CLICK_FIELD} must be ${ONE_CLICK_VALUE}`,
      'invalid_enum_value',
    );
  }
  return 'category';
}

function refuseUndeclared(fields: Record<string, unknown>, allowed: string): void {
  const undeclared = Object.keys(fields).filter((key) => key !== allowed);
  if (undeclared.length > 0) {
    const detail = unrecognizedKeysDetail(undeclared);
    throw new ValidationFailedError([detail], detail.message);
  }
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
}
