/** platform.md, API token management: the scope entities this service's operations use. */
export const SCOPE_ENTITIES = [
  'ai_agents',
  'media',
  'knowledge',
  'visual_pages',
  'notifications',
  'webhooks',
] as const;

const USED: ReadonlySet<string> = new Set(SCOPE_ENTITIES);

export function isUsedScopeEntity(entity: string): boolean {
  return USED.has(entity);
}
