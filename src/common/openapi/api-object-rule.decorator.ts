import type { OpenAPIObject } from '@nestjs/swagger';

/** JSON-schema keywords about a whole object (minProperties, oneOf, additionalProperties, …). */
export type ObjectRuleKeywords = Record<string, unknown>;

/** Where @ApiSchema keeps its options (`DECORATORS.API_SCHEMA`, which the package does not export). */
const API_SCHEMA_METADATA = 'swagger/apiSchema';

const rules = new Map<abstract new (...args: never[]) => unknown, ObjectRuleKeywords>();

/**
 * States on a request class a rule about the object as a whole that no validator decorator can
 * carry: one a service checks across properties ("at least one of", "either … or"), or the
 * closed shape of a body a handler reads itself (a multipart upload). The document gets the
 * keywords; the conformance test (test/openapi/document-conformance.e2e-spec.ts) holds them to
 * what the server does.
 */
export function ApiObjectRule(keywords: ObjectRuleKeywords): ClassDecorator {
  return (target) => {
    rules.set(target as unknown as abstract new (...args: never[]) => unknown, keywords);
  };
}

/** Writes every ApiObjectRule into the schema of its class (named as @nestjs/swagger names it). */
export function documentObjectRules(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  for (const [type, keywords] of rules) {
    const declared = (Reflect.getOwnMetadata(API_SCHEMA_METADATA, type) ?? []) as {
      name?: string;
    }[];
    const name = declared[declared.length - 1]?.name ?? type.name;
    // A class of a module the app does not load has no schema in its document.
    if (schemas[name]) Object.assign(schemas[name], keywords);
  }
  return document;
}
