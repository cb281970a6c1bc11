import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { NotFoundError } from '../common/errors/domain-error';
import { methodNotAllowed } from '../common/http/allowed-methods';

/** The fixed paths directly under /v1/agents (routing is case-insensitive, so this is too). */
const FIXED_SEGMENTS = new Set(['bulk', 'graph', 'models', 'create']);

const AGENT_ID_ROUTES = 'agentIdRoutes';

/** Marks a controller whose routes take an agent `:id` directly under /v1/agents. */
export const AgentIdRoutes = (): ClassDecorator => SetMetadata(AGENT_ID_ROUTES, true);

/**
 * public-api.md, route order rule: `bulk`, `graph` and `models` are never taken as an agent id.
 * A method the fixed path lacks (PATCH /v1/agents/graph, GET /v1/agents/bulk/skills) would
 * otherwise fall through to an `:id` route; it answers like any unmatched route instead: 405
 * with `Allow` when the fixed path takes other methods, else 404. A global guard registered
 * before authentication (app.module.ts), so that no caller, whatever its credential, has the
 * fixed path judged by the scope of an `:id` route.
 */
@Injectable()
export class FixedPathsAreNotIdsGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.reflector.get<boolean>(AGENT_ID_ROUTES, context.getClass())) return true;
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
