/**
 * Values an agent stores and its events carry (platform.md, Events (outbound)). They are
 * declared here, below both, so the event catalogue needs nothing from `agents/`, which writes
 * its events through this folder.
 */
export const AGENT_SOURCES = ['custom', 'marketplace', 'system', 'clone'] as const;
export type AgentSource = (typeof AGENT_SOURCES)[number];

/** The bulk actions over agents (platform.md, Bulk model switch body). */
export const BULK_ACTIONS = ['switch_model'] as const;
