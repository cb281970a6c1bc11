import { ValidationFailedError, type ErrorDetail } from '../../common/errors/domain-error';
import { ToolAccessOverrideInvalidError } from '../agents.errors';
import {
  TOOL_ACCESS_VALUES,
  type AgentTreeAccess,
  type ToolAccessValue,
} from '../entities/agent.entity';

const MAX_OVERRIDE_ENTRIES = 100;

/**
 * Merges an override patch into the current map: every key must be one of the agent's tools and
 * every value allow, deny or ask (null removes the override). Any bad entry refuses the whole
 * patch with TOOL_ACCESS_OVERRIDE_INVALID, naming each problem.
 */
export function mergeToolOverrides(
  current: Record<string, ToolAccessValue>,
  agentTools: string[],
  patch: Record<string, unknown>,
): Record<string, ToolAccessValue> {
  const problems: ErrorDetail[] = [];
  const entries = Object.entries(patch);
  if (entries.length > MAX_OVERRIDE_ENTRIES) {
    problems.push({
      field: 'overrides',
      message: `at most ${MAX_OVERRIDE_ENTRIES} overrides per call`,
      code: 'too_big',
    });
  }
  const tools = new Set(agentTools);
  const next = { ...current };
  for (const [tool, value] of entries) {
    if (!tools.has(tool)) {
      problems.push({
        field: `overrides.${tool}`,
        message: `"${tool}" is not a tool of this agent`,
        code: 'unknown_tool',
      });
    } else if (value === null) {
      delete next[tool];
    } else if (typeof value === 'string' && isToolAccessValue(value)) {
      next[tool] = value;
    } else {
      problems.push({
        field: `overrides.${tool}`,
        message: `the override of "${tool}" must be one of ${TOOL_ACCESS_VALUES.join(', ')} or null`,
        code: 'invalid_enum_value',
      });
    }
  }
  if (problems.length > 0) throw new ToolAccessOverrideInvalidError(problems);
  return next;
}

function isToolAccessValue(value: string): value is ToolAccessValue {
  return (TOOL_ACCESS_VALUES as readonly string[]).includes(value);
}

export interface TreeAccessPatch {
  nodeEnabled?: boolean;
  childAccess?: Record<string, unknown>;
  commandAccess?: Record<string, unknown>;
}

/**
 * Strict tree-access patch: at least one axis; child keys must be the agent's direct children,
 * command keys its commands, every value a boolean. Maps are merged key by key.
 */
export function mergeTreeAccess(
  current: AgentTreeAccess,
  childIds: string[],
  commands: string[],
  patch: TreeAccessPatch,
): AgentTreeAccess {
  if (
    patch.nodeEnabled === undefined &&
    patch.childAccess === undefined &&
    patch.commandAccess === undefined
  ) {
    throw ValidationFailedError.forField(
      '',
      'Give at least one of nodeEnabled, childAccess, commandAccess',
      'too_small',
    );
  }
  const problems: ErrorDetail[] = [];
  const childAccess = mergeBooleanMap(
    current.childAccess,
    patch.childAccess,
    new Set(childIds.map((id) => id.toLowerCase())),
    'childAccess',
    'is not a direct sub-agent of this agent',
    problems,
    (key) => key.toLowerCase(),
  );
  const commandAccess = mergeBooleanMap(
    current.commandAccess,
    patch.commandAccess,
    new Set(commands),
    'commandAccess',
    'is not a command of this agent',
    problems,
    (key) => key,
  );
  if (problems.length > 0) throw new ValidationFailedError(problems, problems[0].message);
  return { nodeEnabled: patch.nodeEnabled ?? current.nodeEnabled, childAccess, commandAccess };
}

function mergeBooleanMap(
  current: Record<string, boolean>,
  patch: Record<string, unknown> | undefined,
  allowed: Set<string>,
  field: string,
  unknownMessage: string,
  problems: ErrorDetail[],
  normalise: (key: string) => string,
): Record<string, boolean> {
  const next = { ...current };
  for (const [rawKey, value] of Object.entries(patch ?? {})) {
    const key = normalise(rawKey);
    if (!allowed.has(key)) {
      problems.push({
        field: `${field}.${rawKey}`,
        message: `"${rawKey}" ${unknownMessage}`,
        code: 'invalid_key',
      });
    } else if (typeof value !== 'boolean') {
      problems.push({
        field: `${field}.${rawKey}`,
        message: `${field}.${rawKey} must be a boolean`,
        code: 'invalid_type',
      });
    } else {
      next[key] = value;
    }
  }
  return next;
}

/** The axes as they apply now: every current child and command, allowed unless switched off. */
export function effectiveTreeAccess(
  stored: AgentTreeAccess,
  childIds: string[],
  commands: string[],
): AgentTreeAccess {
  return {
    nodeEnabled: stored.nodeEnabled,
    childAccess: Object.fromEntries(childIds.map((id) => [id, stored.childAccess[id] ?? true])),
    commandAccess: Object.fromEntries(
      commands.map((name) => [name, stored.commandAccess[name] ?? true]),
    ),
  };
}
