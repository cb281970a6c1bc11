import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationFailedError,
} from '../common/errors/domain-error';

export class AgentNotFoundError extends NotFoundError {
  static override readonly code = 'AGENT_NOT_FOUND';

  constructor() {
    super('Agent not found');
  }
}

/** Skills and summary refuse a caller outside the agent's visibility list with 403. */
export class AgentAccessDeniedError extends ForbiddenError {
  static override readonly code = 'AGENT_ACCESS_DENIED';

  constructor() {
    super('The agent is not visible to this user');
  }
}

/** Update and uninstall: members manage only agents they installed; owners and admins all. */
export class AgentManageForbiddenError extends ForbiddenError {
  static override readonly code = 'AGENT_MANAGE_FORBIDDEN';

  constructor() {
    super('Only the user who installed the agent, or a team owner or admin, can change it');
  }
}

export class SystemAgentProtectedError extends ForbiddenError {
  static override readonly code = 'SYSTEM_AGENT_PROTECTED';

  constructor() {
    super('System agents are managed by the platform and cannot be uninstalled');
  }
}

export class TreeAccessInstallerOnlyError extends ForbiddenError {
  static override readonly code = 'TREE_ACCESS_INSTALLER_ONLY';
}

export class ToolAccessOverrideInvalidError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'TOOL_ACCESS_OVERRIDE_INVALID';

  constructor(details: { field: string; message: string; code: string }[]) {
    super(details[0]?.message ?? 'Invalid tool access override map', details);
  }
}

export class OnboardingTeamNotSelectedError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'TEAM_NOT_SELECTED';

  constructor() {
    super('teamId must name the team this API token acts in');
  }
}

// --- sub-agent DAG ---

export class DagParentNotFoundError extends NotFoundError {
  static override readonly code = 'AGENT_DAG_PARENT_NOT_FOUND';

  constructor() {
    super('Parent agent not found');
  }
}

export class DagSelfEdgeError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'AGENT_DAG_SELF_EDGE';

  constructor() {
    super('An agent cannot be its own sub-agent');
  }
}

export class DagCycleError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'AGENT_DAG_CYCLE';

  constructor() {
    super('The edge would form a cycle: the child already leads to the parent');
  }
}

export class DagDepthExceededError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'AGENT_DAG_DEPTH_EXCEEDED';

  constructor(depth: number, max: number) {
    super(
      `The edge would make a path of ${depth} edges; at most ${max} are allowed from a root to a leaf`,
    );
  }
}

export function unknownChildError(): ValidationFailedError {
  return ValidationFailedError.forField(
    'childAgentId',
    'childAgentId does not name an installed agent of this team',
    'invalid_reference',
  );
}

// --- config versions ---

export class VersionNotFoundError extends NotFoundError {
  static override readonly code = 'VERSION_NOT_FOUND';

  constructor() {
    super('Config version not found');
  }
}

export class VersionSealedError extends ConflictError {
  static override readonly code = 'VERSION_SEALED';

  constructor() {
    super('The version is sealed; create a new version to change the config');
  }
}

export class VersionLastRemainingError extends ConflictError {
  static override readonly code = 'VERSION_LAST_REMAINING';

  constructor() {
    super('The last remaining version of an agent cannot be deleted');
  }
}

export class VersionLimitExceededError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'VERSION_LIMIT_EXCEEDED';

  constructor(limit: number) {
    super(`An agent keeps at most ${limit} versions; delete one before creating another`);
  }
}

// --- bulk model switch ---

/** Not a refusal: the code each `blocked[]` item of a successful switch carries (public-api.md). */
export const BULK_BLOCKED_CODE = 'ACTION_PRECONDITION_UNMET';

export class BulkConfirmationRequiredError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'BULK_CONFIRMATION_REQUIRED';

  constructor() {
    super('A select-all-matching selection needs the confirmToken from POST /v1/agents/bulk/count');
  }
}

export class BulkConfirmTokenInvalidError extends DomainError {
  static override readonly status = 400;
  static override readonly code = 'BULK_CONFIRM_TOKEN_INVALID';

  constructor() {
    super(
      'confirmToken is not a token minted by POST /v1/agents/bulk/count for this action and target',
    );
  }
}

export class BulkConfirmationExpiredError extends ConflictError {
  static override readonly code = 'BULK_CONFIRMATION_EXPIRED';

  constructor() {
    super('The confirmation expired; run POST /v1/agents/bulk/count again');
  }
}

export class BulkSelectionChangedError extends ConflictError {
  static override readonly code = 'BULK_SELECTION_CHANGED';

  constructor() {
    super('The selection resolves to different agents than at the confirmation count; count again');
  }
}
