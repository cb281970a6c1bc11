import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { DATE_TIME_MAX_LENGTH } from '../common/validation/date-time';

type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

/** JSON-schema keywords, as OpenAPI 3.0 spells them. */
export type Keywords = Record<string, unknown>;

/** What the validators of one property enforce, as schema keywords. */
export interface PropertyRules {
  /** Keywords of the value itself. */
  value: Keywords;
  /** Keywords of each item (validators declared with `each: true`). */
  items: Keywords;
  /** Validation is skipped for an absent value (IsOptional, IsOmittable, IsNullable). */
  optional: boolean;
  /** Validation is skipped for null (IsOptional, IsNullable): null is accepted. */
  nullable: boolean;
  /** A nested DTO (ValidateNested): its own schema states its rules. */
  nested: boolean;
}

type Translate = (constraints: unknown[]) => Keywords;

/**
 * Each validator this API uses, by its class-validator name, and the keywords that state it.
 * A validator missing here stops the document from being built (see `rulesOf`): every rule the
 * pipe applies is stated, or listed in STATED_IN_WORDS with the reason no keyword can state it.
 */
const KEYWORDS: Record<string, Translate> = {
  isString: () => ({ type: 'string' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: () => ({ type: 'number' }),
  isBoolean: () => ({ type: 'boolean' }),
  isArray: () => ({ type: 'array' }),
  isObject: () => ({ type: 'object' }),
  isIn: ([values]) => ({ enum: [...(values as unknown[])] }),
  isNotIn: ([values]) => ({ not: { enum: [...(values as unknown[])] } }),
  min: ([min]) => ({ minimum: min }),
  max: ([max]) => ({ maximum: max }),
  minLength: ([min]) => ({ minLength: min }),
  maxLength: ([max]) => ({ maxLength: max }),
  arrayMinSize: ([min]) => ({ minItems: min }),
  arrayMaxSize: ([max]) => ({ maxItems: max }),
  // With a selector the items are unique by a key of theirs, which no keyword states.
  arrayUnique: ([selector]) => (selector === undefined ? { uniqueItems: true } : {}),
  maxKeys: ([max]) => ({ maxProperties: max }),
  matches: ([pattern, modifiers]) => ({ pattern: patternSource(pattern, modifiers) }),
  isUuid: () => ({ type: 'string', format: 'uuid' }),
  isUrl: ([options]) => ({ type: 'string', format: 'uri', ...urlPattern(options) }),
  isEmail: () => ({ type: 'string', format: 'email' }),
  // IsDateTimeString (common/validation/date-time.ts) keeps class-validator's name.
  isDateString: () => ({ type: 'string', format: 'date-time', maxLength: DATE_TIME_MAX_LENGTH }),
  isDefined: () => ({}),
};

/** Validators no keyword can state; the property's description says what they check. */
const STATED_IN_WORDS: Record<string, string> = {
  isIpOrCidr: 'an IP address or CIDR range (API tokens, outside the public document)',
};

/** The rules of every validated property of a DTO class, inherited ones included. */
export function rulesOf(
  dto: abstract new (...args: never[]) => unknown,
): Map<string, PropertyRules> {
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const metadata of metadatas) {
    byProperty.set(metadata.propertyName, [
      ...(byProperty.get(metadata.propertyName) ?? []),
      metadata,
    ]);
  }
  return new Map(
    [...byProperty].map(([property, list]) => [property, propertyRules(dto.name, property, list)]),
  );
}

function propertyRules(dto: string, property: string, metadatas: ValidationMetadata[]) {
  const rules: PropertyRules = {
    value: {},
    items: {},
    optional: false,
    nullable: false,
    nested: false,
  };
  const patterns: string[][] = [[], []];
  for (const metadata of metadatas) {
    if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      const condition = metadata.constraints[0] as (object: object, value: unknown) => boolean;
      rules.optional ||= !condition({}, undefined);
      rules.nullable ||= !condition({}, null);
      continue;
    }
    if (metadata.type === ValidationTypes.NESTED_VALIDATION) {
      rules.nested = true;
      continue;
    }
    if (metadata.type === ValidationTypes.WHITELIST) continue;
    const name = validatorName(metadata);
    if (name in STATED_IN_WORDS) continue;
    const translate = KEYWORDS[name];
    if (!translate) {
      throw new Error(
        `${dto}.${property}: validator "${name}" has no JSON-schema keyword; map it in ` +
          'src/openapi/validator-keywords.ts or list it there as stated in words',
      );
    }
    const keywords = translate(metadata.constraints ?? []);
    const target = metadata.each ? rules.items : rules.value;
    if (typeof keywords.pattern === 'string') {
      patterns[metadata.each ? 1 : 0].push(keywords.pattern);
      delete keywords.pattern;
    }
    Object.assign(target, keywords);
  }
  // Declared bottom-up, so class-validator lists them last first: the source order is restored.
  for (const [index, target] of [rules.value, rules.items].entries()) {
    const list = patterns[index].reverse();
    if (list.length > 0) target.pattern = list[0];
    // One `pattern` a schema: the others go into allOf.
    if (list.length > 1) target.allOf = list.slice(1).map((pattern) => ({ pattern }));
  }
  for (const target of [rules.value, rules.items]) {
    if (target.type === 'integer') target.format = integerFormat(target);
  }
  return rules;
}

/** `int32` when both bounds fit in 32 bits, else `int64` (a JSON number is exact to 2^53). */
function integerFormat({ minimum, maximum }: Keywords): string {
  const fits = (bound: unknown) => typeof bound === 'number' && Math.abs(bound) <= 2 ** 31 - 1;
  return fits(minimum) && fits(maximum) ? 'int32' : 'int64';
}

/** Built-in validators carry their name; a `@Validate(Class)` constraint names itself. */
function validatorName(metadata: ValidationMetadata): string {
  if (metadata.name) return metadata.name;
  if (metadata.type !== ValidationTypes.CUSTOM_VALIDATION) return metadata.type;
  const [constraint] = getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls);
  return constraint?.name ?? metadata.type;
}

/** `IsUrl({protocols, require_protocol})`: the schemes it takes, as a pattern on the start. */
function urlPattern(options: unknown): Keywords {
  const { protocols, require_protocol: required } = (options ?? {}) as {
    protocols?: string[];
    require_protocol?: boolean;
  };
  return protocols && required ? { pattern: `^(${protocols.join('|')})://` } : {};
}

/** ECMA-262 source of a `@Matches` pattern; flags have no keyword, so none may be used. */
function patternSource(pattern: unknown, modifiers: unknown): string {
  const source = pattern instanceof RegExp ? pattern.source : String(pattern);
  const flags = `${pattern instanceof RegExp ? pattern.flags : ''}${typeof modifiers === 'string' ? modifiers : ''}`;
  // Validators of the document read a pattern without flags, so none may be needed.
  if (flags !== '' && (flags !== 'u' || /\\[pPu]\{/.test(source))) {
    throw new Error(`@Matches(/${source}/${flags}): a JSON-schema pattern has no flags`);
  }
  return source;
}
