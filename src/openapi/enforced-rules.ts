import type { INestApplication, Type } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { documentObjectRules } from '../common/openapi/api-object-rule.decorator';
import { nestedClassOf, requestDtos } from './request-dtos';
import { Keywords, PropertyRules, rulesOf } from './validator-keywords';

type Schema = Record<string, unknown> & {
  $ref?: string;
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * States in the document what the global validation pipe enforces (docs/platform.md, "Errors
 * and validation"): for every request DTO, the keywords its class-validator rules imply
 * (validator-keywords.ts), which properties are required and which take null, and that the body
 * is closed (whitelist, forbidNonWhitelisted: an undeclared key is a 400). It reads the same
 * metadata the pipe validates with, so a rule is written once, on the DTO, and cannot drift
 * from its description. Where a written `@ApiProperty` keyword and a validator disagree, the
 * validator wins. Rules about a whole object come from ApiObjectRule.
 */
export function documentEnforcedRules(
  document: OpenAPIObject,
  app: INestApplication,
): OpenAPIObject {
  documentObjectRules(document);
  const operations = operationsById(document);
  const schemas = document.components!.schemas as Record<string, Schema>;
  const done = new Set<string>();
  for (const dtos of requestDtos(app)) {
    const operation = operations.get(dtos.operationId);
    if (!operation) continue;
    if (dtos.query) stateQueryRules(operation, dtos.query);
    if (!dtos.body) continue;
    const name = refName(operation.requestBody?.content?.['application/json']?.schema);
    if (!name) throw new Error(`${dtos.operationId}: its @Body() DTO is not a JSON schema`);
    stateBodyRules(schemas, name, dtos.body, done);
    // No body reads as `{}`: required only when `{}` is refused.
    operation.requestBody!.required = !acceptsEmptyObject(schemas[name]);
  }
  return document;
}

function operationsById(document: OpenAPIObject): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation?.operationId) operations.set(operation.operationId, operation);
    }
  }
  return operations;
}

function stateQueryRules(operation: Operation, dto: Type<unknown>): void {
  const rules = rulesOf(dto);
  const documented = new Set(
    (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  );
  const undocumented = [...rules.keys()].filter((name) => !documented.has(name));
  if (undocumented.length > 0) {
    throw new Error(`${dto.name}: query values without @ApiProperty: [${undocumented.join(', ')}]`);
  }
  for (const parameter of operation.parameters ?? []) {
    const rule = parameter.in === 'query' && parameter.name ? rules.get(parameter.name) : undefined;
    if (!rule || !parameter.schema) continue;
    // A query value is a string, never null: IsOptional there means "may be absent".
    stateRules(parameter.schema, { ...rule, nullable: false });
    parameter.required = !rule.optional;
  }
}

function stateBodyRules(
  schemas: Record<string, Schema>,
  name: string,
  dto: Type<unknown>,
  done: Set<string>,
): void {
  if (done.has(name)) return;
  done.add(name);
  const schema = schemas[name];
  const properties = schema?.properties ?? {};
  const rules = rulesOf(dto);
  const undocumented = [...rules.keys()].filter((property) => !properties[property]);
  const unvalidated = Object.keys(properties).filter((property) => !rules.has(property));
  if (undocumented.length > 0 || unvalidated.length > 0) {
    // A validated property the document leaves out is accepted unannounced; a documented one
    // without a validator is refused by the whitelist.
    throw new Error(
      `${name} (${dto.name}): without @ApiProperty: [${undocumented.join(', ')}]; ` +
        `without a validator: [${unvalidated.join(', ')}]`,
    );
  }
  const required: string[] = [];
  for (const [property, rule] of rules) {
    const node = properties[property];
    stateRules(node, rule);
    if (!rule.optional) required.push(property);
    if (!rule.nested) continue;
    const isArray = node.type === 'array';
    const nested = nestedClassOf(dto, property, isArray);
    const nestedName = refName(isArray ? node.items : node);
    if (!nested || !nestedName) throw new Error(`${name}.${property}: no nested DTO schema`);
    stateBodyRules(schemas, nestedName, nested, done);
  }
  if (required.length > 0) schema.required = required;
  else delete schema.required;
  schema.additionalProperties ??= false;
}

/**
 * Whether `{}` passes: nothing required, no minimum of properties, and, for alternatives, one
 * that requires nothing (a `not` of required properties and `properties` rules pass `{}`).
 */
function acceptsEmptyObject(schema: Schema): boolean {
  const requiresNothing = (part: Schema) => !part.required?.length && !part.minProperties;
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  return requiresNothing(schema) && (!alternatives || alternatives.some(requiresNothing));
}

function stateRules(node: Schema, rule: PropertyRules): void {
  addKeywords(node, rule.value);
  if (Object.keys(rule.items).length > 0) {
    if (!node.items) throw new Error('validators with `each` on a property that is no array');
    addKeywords(node.items, rule.items);
  }
  if (rule.nullable) addKeywords(node, { nullable: true });
}

/** Keywords beside a `$ref` are ignored (OpenAPI 3.0), so a referenced schema is wrapped. */
function addKeywords(node: Schema, keywords: Keywords): void {
  if (Object.keys(keywords).length === 0) return;
  if (node.$ref) {
    node.allOf = [{ $ref: node.$ref }];
    delete node.$ref;
  }
  const { allOf, ...rest } = keywords as Keywords & { allOf?: Schema[] };
  Object.assign(node, rest);
  if (allOf) node.allOf = [...(node.allOf ?? []), ...allOf];
}

/** The component name of a `$ref` (direct or the single `allOf` swagger writes). */
function refName(node: Schema | undefined): string | undefined {
  const ref = node?.$ref ?? node?.allOf?.find((part) => part.$ref)?.$ref;
  return ref?.replace('#/components/schemas/', '');
}
