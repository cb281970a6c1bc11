import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { errorBodyFor } from '../errors/error-body';
import { writeError } from '../errors/all-exceptions.filter';

/** How a route family answers a path whose credential segment is not valid %-encoding. */
export interface UndecodablePathRule {
  path: RegExp;
  answer: DomainError | ((res: Response) => void);
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Express refuses a path it cannot %-decode with a generic 400 before any handler runs, a status
 * most routes do not list. On the public routes whose path carries a credential, each family
 * answers as it does for any other unusable token. Everywhere else the undecodable segment is
 * taken literally (`%FF` stays the three characters `%FF`), so an id that names nothing gets
 * the route's own 404, as any other such id does.
 */
export function registerUndecodablePathRules(
  app: INestApplication,
  rules: UndecodablePathRule[],
): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (decodes(req.path)) return next();
    const rule = rules.find((candidate) => candidate.path.test(req.path));
    if (!rule) {
      req.url = literalUndecodableSegments(req.url);
      return next();
    }
    if (typeof rule.answer === 'function') return rule.answer(res);
    const { status, body, headers } = errorBodyFor(rule.answer);
    writeError(res, status, body, headers);
  });
}

/** Escapes the `%` of each path segment that does not decode, leaving the query string as it is. */
export function literalUndecodableSegments(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const segments = path
    .split('/')
    .map((segment) => (decodes(segment) ? segment : segment.replaceAll('%', '%25')));
  return segments.join('/') + query;
}
