import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { NotFoundError } from '../common/errors/domain-error';
import { methodNotAllowed } from '../common/http/allowed-methods';

/** The fixed paths directly under /v1/agents (routing is case-insensitive, so this is too). */
const FIXED_SEGMENTS = new Set(['bulk', 'graph', 'models', 'create']);

/**
 * public-api.md, route order rule: `bulk`, `graph` and `models` are never taken as an agent id.
 * A method the fixed path lacks (PATCH /v1/agents/graph, GET /v1/agents/bulk/skills) would
 * otherwise fall through to an `:id` route; it answers like any unmatched route instead: 405
 * with `Allow` when the fixed path takes other methods, else 404.
 */
@Injectable()
export class FixedPathsAreNotIdsGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const id: unknown = request.params?.id;
    if (typeof id === 'string' && FIXED_SEGMENTS.has(id.toLowerCase())) {
      throw (
        methodNotAllowed(request) ?? new NotFoundError(`Cannot ${request.method} ${request.path}`)
      );
    }
    return true;
  }
}
