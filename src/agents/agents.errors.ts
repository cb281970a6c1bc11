import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationFailedError,
} from '../common/errors/domain-error';

export class AgentNotFoundError extends NotFoundError {
  constructor() {
    super('AGENT_NOT_FOUND', 'Agent not found');
  }
}

/** Skills and summary refuse a caller outside the agent's visibility list with 403. */
export class AgentAccessDeniedError extends ForbiddenError {
  constructor() {
    super('AGENT_ACCESS_DENIED', 'The agent is not visible to this user');
  }
}

/** Update and uninstall: members manage only agents they installed; owners and admins all. */
export class AgentManageForbiddenError extends ForbiddenError {
  constructor() {
    super(
      'AGENT_MANAGE_FORBIDDEN',
      'Only the user who installed the agent, or a team owner or admin, can change it',
    );
  }
}

export class SystemAgentProtectedError extends ForbiddenError {
  constructor() {
    super(
      'SYSTEM_AGENT_PROTECTED',
      'System agents are managed by the platform and cannot be uninstalled',
    );
  }
}

export class TreeAccessInstallerOnlyError extends ForbiddenError {
  constructor(message: string) {
    super('TREE_ACCESS_INSTALLER_ONLY', message);
  }
}

export class ToolAccessOverrideInvalidError extends DomainError {
  constructor(details: { field: string; message: string; code: string }[]) {
    super(
      400,
      'TOOL_ACCESS_OVERRIDE_INVALID',
      details[0]?.message ?? 'Invalid tool access override map',
      details,
    );
  }
}

export class OnboardingTeamNotSelectedError extends DomainError {
  constructor() {
    super(400, 'TEAM_NOT_SELECTED', 'teamId must name the team this API token acts in');
  }
}

// --- sub-agent DAG ---

export class DagParentNotFoundError extends NotFoundError {
  constructor() {
    super('AGENT_DAG_PARENT_NOT_FOUND', 'Parent agent not found');
  }
}

export class DagSelfEdgeError extends DomainError {
  constructor() {
    super(400, 'AGENT_DAG_SELF_EDGE', 'An agent cannot be its own sub-agent');
  }
}

export class DagCycleError extends DomainError {
  constructor() {
    super(
      400,
      'AGENT_DAG_CYCLE',
      'The edge would form a cycle: the child already leads to the parent',
    );
  }
}

export class DagDepthExceededError extends DomainError {
  constructor(depth: number, max: number) {
    super(
      400,
      'AGENT_DAG_DEPTH_EXCEEDED',
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
  constructor() {
    super('VERSION_NOT_FOUND', 'Config version not found');
  }
}

export class VersionSealedError extends ConflictError {
  constructor() {
    super('VERSION_SEALED', 'The version is sealed; create a new version to change the config');
  }
}

export class VersionLastRemainingError extends ConflictError {
  constructor() {
    super('VERSION_LAST_REMAINING', 'The last remaining version of an agent cannot be deleted');
  }
}

export class VersionLimitExceededError extends DomainError {
  constructor(limit: number) {
    super(
      400,
      'VERSION_LIMIT_EXCEEDED',
      `An agent keeps at most ${limit} versions; delete one before creating another`,
    );
  }
}

// --- bulk model switch ---

export class BulkConfirmationRequiredError extends DomainError {
  constructor() {
    super(
      400,
      'BULK_CONFIRMATION_REQUIRED',
      'A select-all-matching selection needs the confirmToken from POST /v1/agents/bulk/count',
    );
  }
}

export class BulkConfirmTokenInvalidError extends DomainError {
  constructor() {
    super(
      400,
      'BULK_CONFIRM_TOKEN_INVALID',
      'confirmToken is not a token minted by POST /v1/agents/bulk/count for this action and target',
    );
  }
}

export class BulkConfirmationExpiredError extends ConflictError {
  constructor() {
    super(
      'BULK_CONFIRMATION_EXPIRED',
      'The confirmation expired; run POST /v1/agents/bulk/count again',
    );
  }
}

export class BulkSelectionChangedError extends ConflictError {
  constructor() {
    super(
      'BULK_SELECTION_CHANGED',
      'The selection resolves to different agents than at the confirmation count; count again',
    );
  }
}
