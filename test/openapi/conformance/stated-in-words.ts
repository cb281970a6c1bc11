import type { ConformanceDocument, Node } from './document';
import { flatten } from './flat-schema';
import { RUNTIME_STATED_IN_WORDS, STATED_IN_WORDS, WorldRule } from './world-hints';

/**
 * Request properties (query parameters and body properties at any depth) named in
 * STATED_IN_WORDS whose description lacks the words that state the rule the hints respect.
 */
export function unstatedWorldRules(document: ConformanceDocument): string[] {
  const missing: string[] = [];
  const check = (
    rules: Record<string, WorldRule>,
    name: string,
    description: string,
    where: string,
  ) => {
    const rule = rules[name];
    if (!rule || (rule.operations && !rule.operations.test(where))) return;
    if (!rule.words.test(description)) {
      missing.push(`${where}: "${description}" does not say ${String(rule.words)}`);
    }
  };
  const seen = new Set<Node>();
  const walk = (node: Node, where: string) => {
    const target = document.deref(node);
    if (seen.has(target)) return;
    seen.add(target);
    const flat = flatten(document, node);
    const runtime = flat.properties?.temperature !== undefined;
    for (const [name, child] of Object.entries(flat.properties ?? {})) {
      const description = describe(document, child);
      check(STATED_IN_WORDS, name, description, `${where}.${name}`);
      if (runtime) check(RUNTIME_STATED_IN_WORDS, name, description, `${where}.${name}`);
      walk(child, `${where}.${name}`);
    }
    if (flat.items) walk(flat.items, `${where}[]`);
    if (typeof flat.additionalProperties === 'object')
      walk(flat.additionalProperties, `${where}{}`);
  };
  for (const operation of document.operations) {
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query') continue;
      check(
        STATED_IN_WORDS,
        parameter.name,
        parameter.description ?? '',
        `${operation.key} ?${parameter.name}`,
      );
    }
    for (const media of operation.body?.media ?? []) walk(media.schema, `${operation.key} body`);
  }
  return missing;
}

/** A property's description with that of the schema it refers to (`allOf: [{$ref}]`). */
function describe(document: ConformanceDocument, node: Node): string {
  const parts = [node.description, document.deref(node).description];
  for (const part of (node.allOf as Node[] | undefined) ?? [])
    parts.push(document.deref(part).description);
  return parts.filter((part) => typeof part === 'string').join(' ');
}
