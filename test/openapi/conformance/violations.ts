import type { ConformanceDocument, Node } from './document';
import { Flat, flatten } from './flat-schema';

/** One value that breaks one rule the document states, at one position. */
export interface Violation {
  /** `name: maxLength 200`, `skills.0: additionalProperties`. */
  rule: string;
  /** The whole value with the one change. */
  value: unknown;
  /** Where the change is (property path from the root). */
  at: (string | number)[];
  /**
   * The rule within the nested component schema it is in (`AgentSkillInput name: minLength 1`):
   * the same class validated the same way wherever it is nested, so one check of it is enough.
   */
  componentRule?: string;
}

interface Scope {
  component: string;
  depth: number;
}

/** The component a property's schema is (a `$ref`, or swagger's `allOf: [{$ref}]`). */
function componentOf(node: Node): string | undefined {
  const refs = [node, ...((node.allOf as Node[] | undefined) ?? [])]
    .map((part) => part.$ref)
    .filter((ref): ref is string => typeof ref === 'string');
  return refs.length === 1 ? refs[0].split('/').pop() : undefined;
}

const DROP = Symbol('drop');

const BAD_FORMAT: Record<string, string> = {
  uuid: 'not-a-uuid',
  'date-time': 'not-a-date',
  email: 'not-an-email',
  uri: 'not a uri',
};

/** Texts tried, in turn, for one that a pattern refuses. */
const PATTERN_MISSES = ['', ' ', '!', 'A', 'a', '0', '-', '#', 'a a', 'é', 'me!', '\u0000'];

/**
 * Every single-rule violation of `value` (which the schema accepts) that the schema at `node`
 * states: types, null where not nullable, enum, lengths, patterns, formats, bounds, item counts,
 * uniqueness, required and undeclared properties, property counts. Nested values are walked;
 * for an array, its first item.
 */
export function violations(document: ConformanceDocument, node: Node, value: unknown): Violation[] {
  const found: Violation[] = [];
  const walk = (schema: Node, current: unknown, at: (string | number)[], outer?: Scope) => {
    const flat = flatten(document, schema);
    const component = at.length > 0 ? componentOf(schema) : undefined;
    const scope = component ? { component, depth: at.length } : outer;
    const put = (rule: string, replacement: unknown) =>
      found.push({
        rule: `${at.join('.') || '(body)'}: ${rule}`,
        at,
        value: replaceAt(value, at, replacement),
        componentRule: scope && `${scope.component} ${at.slice(scope.depth).join('.')}: ${rule}`,
      });
    // Null breaks nothing more; undefined is a property a hint left out (JSON drops it).
    if (current === null || current === undefined) return;
    if (!flat.nullable && at.length > 0) put('not nullable', null);
    if (flat.enum) put('enum', nonMember(flat.enum, current));
    if (flat.notEnum) put('not', flat.notEnum[0]);
    const scalar = current as string | number | boolean;
    switch (flat.type) {
      case 'string':
        return stringViolations(flat, String(scalar), put);
      case 'integer':
      case 'number':
        put('type', String(scalar));
        if (flat.type === 'integer') put('type integer', Number(current) + 0.5);
        if (flat.minimum !== undefined) put(`minimum ${flat.minimum}`, flat.minimum - 1);
        if (flat.maximum !== undefined) put(`maximum ${flat.maximum}`, flat.maximum + 1);
        return;
      case 'boolean':
        return put('type', String(scalar));
      case 'array': {
        const items = current as unknown[];
        put('type', { ...items });
        if (flat.minItems) put(`minItems ${flat.minItems}`, items.slice(0, flat.minItems - 1));
        if (flat.maxItems !== undefined && items.length > 0) {
          const over = Array.from(
            { length: flat.maxItems + 1 },
            (_, index) => items[index % items.length],
          );
          put(`maxItems ${flat.maxItems}`, over);
        }
        if (flat.uniqueItems && items.length > 0 && (flat.maxItems ?? 2) >= 2) {
          put('uniqueItems', [...items.slice(0, Math.max((flat.maxItems ?? 2) - 1, 1)), items[0]]);
        }
        if (items.length > 0 && flat.items) walk(flat.items, items[0], [...at, 0], scope);
        return;
      }
      default:
        return objectViolations(
          flat,
          current as Record<string, unknown>,
          at,
          put,
          (child, value, where) => walk(child, value, where, scope),
        );
    }
  };
  walk(node, value, []);
  return found;
}

function stringViolations(
  flat: Flat,
  current: string,
  put: (rule: string, value: unknown) => void,
) {
  put('type', 12345);
  if (flat.minLength)
    put(`minLength ${flat.minLength}`, [...current].slice(0, flat.minLength - 1).join(''));
  if (flat.maxLength !== undefined) {
    put(
      `maxLength ${flat.maxLength}`,
      current + 'a'.repeat(flat.maxLength + 1 - [...current].length),
    );
  }
  for (const pattern of flat.patterns) {
    const miss = PATTERN_MISSES.find((text) => !new RegExp(pattern, 'u').test(text));
    if (miss !== undefined) put(`pattern ${pattern}`, miss);
  }
  if (flat.format && BAD_FORMAT[flat.format]) put(`format ${flat.format}`, BAD_FORMAT[flat.format]);
}

function objectViolations(
  flat: Flat,
  current: Record<string, unknown>,
  at: (string | number)[],
  put: (rule: string, value: unknown) => void,
  walk: (schema: Node, value: unknown, at: (string | number)[]) => void,
) {
  put('type', [current]);
  for (const name of flat.required) {
    if (current[name] !== undefined) put(`required ${name}`, { ...current, [name]: DROP });
  }
  if (flat.additionalProperties === false)
    put('additionalProperties', { ...current, undeclaredField: 1 });
  if (flat.minProperties) put(`minProperties ${flat.minProperties}`, {});
  if (flat.alternatives) put(flat.exclusive ? 'oneOf' : 'anyOf', {});
  const keys = Object.keys(current);
  if (
    flat.maxProperties !== undefined &&
    typeof flat.additionalProperties === 'object' &&
    keys.length > 0
  ) {
    const over = Object.fromEntries(
      Array.from({ length: flat.maxProperties + 1 }, (_, index) => [
        `key${index}`,
        current[keys[0]],
      ]),
    );
    put(`maxProperties ${flat.maxProperties}`, over);
  }
  for (const key of keys) {
    const child =
      flat.properties?.[key] ??
      (typeof flat.additionalProperties === 'object' ? flat.additionalProperties : undefined);
    if (child) walk(child, current[key], [...at, key]);
    if (!flat.properties) break;
  }
}

function nonMember(members: unknown[], current: unknown): unknown {
  if (typeof current === 'boolean') return !members.includes(!current) ? !current : 'not-a-member';
  return 'not-a-member';
}

/** `value` with the position `at` replaced (DROP removes a property); the rest is shared. */
export function replaceAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return stripDropped(replacement);
  const [head, ...rest] = at;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

function stripDropped(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== DROP));
}
