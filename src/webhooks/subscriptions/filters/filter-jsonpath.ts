import type { FieldCondition, FilterScalar, ParsedFilter } from './filter-grammar';

/** A filter as Postgres evaluates it: `jsonb_path_exists(data, path, vars, true)`. */
export interface CompiledFilter {
  path: string;
  /** Every value of the filter, referenced from the path as `$v0`, `$v1`, … */
  vars: Record<string, FilterScalar | FilterScalar[]>;
}

const COMPARISONS = { $gt: '>', $lt: '<', $gte: '>=', $lte: '<=' } as const;

/**
 * Compiles a parsed filter once, at create or update, into a jsonpath predicate over the event's
 * data, so the relay evaluates a stored binary jsonpath instead of parsing anything per event.
 * No value is ever written into the path: values travel in `vars`, and field names (already
 * checked against the catalog) are written as quoted jsonpath strings.
 *
 * Semantics (lax mode): a missing field makes its comparisons false; `exists(@."f")` is true for
 * a field present with null; `@."f" == $v[*]` is true when the field equals any listed value;
 * strings compare by code point, so date-times (UTC ISO strings in every event) compare in time
 * order.
 */
export function compileFilter(filter: ParsedFilter): CompiledFilter {
  const vars: CompiledFilter['vars'] = {};
  const bind = (value: FilterScalar | FilterScalar[]): string => {
    const name = `v${Object.keys(vars).length}`;
    vars[name] = value;
    return `$${name}`;
  };
  const test = (condition: FieldCondition): string => {
    const field = `@.${quoteJsonPathString(condition.field)}`;
    switch (condition.test) {
      case 'exists':
        return condition.exists ? `exists(${field})` : `!exists(${field})`;
      case 'in':
        return condition.values.length === 1
          ? `${field} == ${bind(condition.values[0])}`
          : `${field} == ${bind(condition.values)}[*]`;
      default:
        return `${field} ${COMPARISONS[condition.test]} ${bind(condition.value)}`;
    }
  };
  const every = (conditions: FieldCondition[]): string =>
    conditions.map((condition) => `(${test(condition)})`).join(' && ');
  const parts = filter.all.length > 0 ? [every(filter.all)] : [];
  if (filter.anyOf)
    parts.push(`(${filter.anyOf.map((branch) => `(${every(branch)})`).join(' || ')})`);
  return { path: `$ ? (${parts.join(' && ')})`, vars };
}

/**
 * A jsonpath double-quoted string. JSON's escapes are a subset of jsonpath's (`\"`, `\\`, `\b`,
 * `\f`, `\n`, `\r`, `\t`, `\uXXXX`), so JSON.stringify writes one that cannot end early.
 */
export function quoteJsonPathString(value: string): string {
  return JSON.stringify(value);
}
