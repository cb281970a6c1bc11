import type { Request } from 'express';

/** The template of the route that answered (`/v1/agents/:agentId`), never the URL; undefined if none did. */
export function routeTemplateOf(request: Request): string | undefined {
  const route = (request.route as { path?: string } | undefined)?.path;
  return route === undefined ? undefined : `${request.baseUrl}${route}`;
}
