import type { Request } from 'express';
import { MethodNotAllowedError } from '../errors/domain-error';

/** A route as the Express router holds it (`router` package: Layer and Route). */
interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): false | { pattern?: unknown };
}

interface Routes {
  stack: RouteLayer[];
}

/**
 * The methods the path declares, upper case, HEAD with GET, as OpenAPI matches paths: where
 * several route templates match, the most specific one is the path (a literal segment before a
 * parameter, so `/v1/agents/create` is its own path, not an `{id}`). Empty when no route
 * matches: the path does not exist.
 */
export function allowedMethods(request: Request): string[] {
  const router = (request.app as unknown as { router?: Routes }).router;
  let best: string[] | undefined;
  const methods = new Set<string>();
  for (const layer of router?.stack ?? []) {
    if (!layer.route) continue;
    const match = layer.match(request.path);
    if (!match || typeof match.pattern !== 'string') continue;
    const segments = match.pattern.split('/');
    const order = best ? compareSpecificity(segments, best) : 1;
    if (order < 0) continue;
    if (order > 0) {
      best = segments;
      methods.clear();
    }
    for (const method of Object.keys(layer.route.methods)) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].filter((method) => method !== '_ALL').sort();
}

/** Positive when `a` is the more specific template: a literal at the first segment that differs. */
function compareSpecificity(a: string[], b: string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const literalA = !/[:*]/.test(a[index]);
    const literalB = !/[:*]/.test(b[index]);
    if (literalA !== literalB) return literalA ? 1 : -1;
  }
  return 0;
}

/**
 * The 405 a request no route takes gets when its path declares other methods; undefined when
 * the path declares none (the 404 stands) or declares this method.
 */
export function methodNotAllowed(request: Request): MethodNotAllowedError | undefined {
  const allowed = allowedMethods(request);
  return allowed.length > 0 && !allowed.includes(request.method)
    ? new MethodNotAllowedError(request.method, request.path, allowed)
    : undefined;
}
