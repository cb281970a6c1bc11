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
 * Express refuses a path it cannot %-decode with a generic 400 before any handler runs. On the
 * public routes whose path carries a credential, that would be a status their contract does not
 * list: each family answers as it does for any other unusable token instead.
 */
export function registerUndecodablePathRules(
  app: INestApplication,
  rules: UndecodablePathRule[],
): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (decodes(req.path)) return next();
    const rule = rules.find((candidate) => candidate.path.test(req.path));
    if (!rule) return next();
    if (typeof rule.answer === 'function') return rule.answer(res);
    const { status, body, headers } = errorBodyFor(rule.answer);
    writeError(res, status, body, headers);
  });
}
