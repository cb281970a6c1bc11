import type { ConformanceDocument, Operation, Parameter } from './document';
import { flatten } from './flat-schema';
import { boundNames, Plain, problemsOf } from './requests';
import { violations } from './violations';

/**
 * How a request that breaks one stated rule must be refused: `validation` with a 400 the
 * operation documents (413 for a body over 1 MB, which the body parser refuses first); `path` a
 * 400 or the 404 of an id that names nothing (docs/platform.md, "Tenancy": a malformed id is that
 * 404); `credential` (a link token in the query) with the refusal the operation documents for a
 * bad link; `no body` (a required body left out) with a 400, or the 415 of a body that is not
 * the media type the operation reads.
 */
export type Refusal = 'validation' | 'path' | 'credential' | 'no body';

export interface InvalidPlain {
  rule: string;
  /** See Violation.componentRule. */
  componentRule?: string;
  refusal: Refusal;
  plain: Plain;
}

const PATTERN_MISSES = ['', ' ', '!', 'A', 'é', 'me!', '-1'];

/** Every single-rule violation of a valid request, each checked to break the document. */
export function invalidPlains(
  document: ConformanceDocument,
  operation: Operation,
  valid: Plain,
): InvalidPlain[] {
  const found: InvalidPlain[] = [];
  const bound = boundNames(operation);
  for (const parameter of operation.parameters) {
    const place = parameter.in === 'header' ? 'headers' : parameter.in;
    const current = (valid[place] as Record<string, unknown>)[parameter.name];
    const refusal: Refusal =
      parameter.in === 'path'
        ? 'path'
        : bound.query.has(parameter.name)
          ? 'credential'
          : 'validation';
    const put = (rule: string, value: unknown) =>
      found.push({
        rule: `${parameter.in} ${parameter.name}: ${rule}`,
        refusal,
        plain: {
          ...withoutKey(valid),
          [place]: { ...(withoutKey(valid)[place] as object), [parameter.name]: value },
        },
      });
    if (parameter.required && current !== undefined && parameter.in !== 'path')
      put('required', undefined);
    for (const [rule, text] of parameterMisses(document, parameter, current)) {
      // An empty path segment makes another path (`/versions/` is the list), not a bad value.
      if (!(parameter.in === 'path' && text === '')) put(rule, text);
    }
  }
  if (operation.body?.required && valid.body) {
    found.push({
      rule: '(body): required',
      refusal: 'no body',
      plain: { ...withoutKey(valid), body: undefined },
    });
  }
  if (valid.body) {
    const media = operation.body!.media.find((candidate) => candidate.type === valid.body!.type)!;
    const json = media.type === 'application/json';
    for (const violation of violations(document, media.schema, valid.body.value)) {
      // A form or multipart field is text: no type but string can be written there.
      if (!json && /: (type|not nullable)$/.test(violation.rule)) continue;
      found.push({
        rule: `${media.type === 'application/json' ? '' : `${media.type} `}${violation.rule}`,
        componentRule: violation.componentRule,
        refusal: 'validation',
        plain: { ...withoutKey(valid), body: { type: media.type, value: violation.value } },
      });
    }
  }
  // Only what the document itself refuses counts: a change it still accepts is no violation.
  return found.filter((invalid) => problemsOf(document, operation, invalid.plain).length > 0);
}

/**
 * The request without its Idempotency-Key: the same key with another body is refused as a
 * reuse (422) before the body is read, which says nothing about the rule broken.
 */
function withoutKey(plain: Plain): Plain {
  const { 'Idempotency-Key': _key, ...headers } = plain.headers;
  return { ...plain, headers };
}

/** Texts that break one rule of a path, query or header parameter's schema. */
function parameterMisses(
  document: ConformanceDocument,
  parameter: Parameter,
  current: unknown,
): [string, unknown][] {
  const flat = flatten(document, parameter.schema);
  const misses: [string, unknown][] = [];
  if (flat.type === 'integer') {
    misses.push(['empty', ''], ['type', 'null'], ['type integer', '1.5']);
    if (flat.minimum !== undefined)
      misses.push([`minimum ${flat.minimum}`, String(flat.minimum - 1)]);
    if (flat.maximum !== undefined) {
      misses.push([`maximum ${flat.maximum}`, (BigInt(flat.maximum) + 1n).toString()]);
    }
  }
  if (flat.type === 'array') {
    const items = flatten(document, flat.items ?? {});
    if (items.enum) misses.push(['items enum', ['not-a-member']]);
    if (flat.maxItems !== undefined && Array.isArray(current) && current.length > 0) {
      misses.push([
        `maxItems ${flat.maxItems}`,
        Array.from({ length: flat.maxItems + 1 }, () => current[0]),
      ]);
    }
  }
  if (flat.type === 'string') {
    if (flat.enum) misses.push(['enum', 'not-a-member']);
    if (flat.minLength) misses.push([`minLength ${flat.minLength}`, '']);
    if (flat.maxLength !== undefined)
      misses.push([`maxLength ${flat.maxLength}`, 'a'.repeat(flat.maxLength + 1)]);
    for (const pattern of flat.patterns) {
      const miss = PATTERN_MISSES.find((text) => !new RegExp(pattern, 'u').test(text));
      if (miss !== undefined) misses.push([`pattern ${pattern}`, miss]);
    }
    if (flat.format === 'uuid') misses.push(['format uuid', 'not-a-uuid']);
    if (flat.format === 'date-time') misses.push(['format date-time', 'not-a-date']);
  }
  return misses;
}
