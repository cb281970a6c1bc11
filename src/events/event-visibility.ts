import type { Principal } from '../common/access/principal';
import { EVENT_TYPES } from './event-types';

/**
 * docs/events.md, "The events API": an API token sees an event only with `read` on the entity
 * its type belongs to. Each type prefix (with its dot) and the scope entity that shows it.
 */
export const EVENT_SCOPE_ENTITIES = {
  'agent.': 'ai_agents',
  'notification.': 'notifications',
  'webhook.': 'webhooks',
} as const satisfies Record<string, string>;

export type EventTypePrefix = keyof typeof EVENT_SCOPE_ENTITIES;

export const EVENT_READ_ENTITIES = Object.values(EVENT_SCOPE_ENTITIES);

/** The type prefixes the caller may read (none for a session: the routes take API tokens). */
export function visibleTypePrefixes(caller: Principal): EventTypePrefix[] {
  if (caller.kind !== 'api_token') return [];
  return (Object.keys(EVENT_SCOPE_ENTITIES) as EventTypePrefix[]).filter((prefix) =>
    caller.scopes.some(
      (scope) => scope.entity === EVENT_SCOPE_ENTITIES[prefix] && scope.actions.includes('read'),
    ),
  );
}

export function isVisibleType(type: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => type.startsWith(prefix));
}

/**
 * What `type` accepts: every registry type, and `<prefix>.*` for each dotted prefix of one
 * (`agent.*`, `agent.version.*`, `webhook.subscription.*`), so a typo is a 400, not an empty page.
 */
export const EVENT_TYPE_FILTERS: readonly string[] = [
  ...EVENT_TYPES,
  ...new Set(
    EVENT_TYPES.flatMap((type) => {
      const parts = type.split('.');
      return parts.slice(1).map((_part, index) => `${parts.slice(0, index + 1).join('.')}.*`);
    }),
  ),
];

/** The catalog types a `type` filter names: each type given, and every type under a `<prefix>.*`. */
export function typesNamedBy(filters: readonly string[]): string[] {
  return EVENT_TYPES.filter((type) =>
    filters.some((filter) =>
      filter.endsWith('.*') ? type.startsWith(filter.slice(0, -1)) : type === filter,
    ),
  );
}
