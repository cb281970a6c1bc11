import { NotFoundError } from '../common/errors/domain-error';

export class KnowledgeEntryNotFoundError extends NotFoundError {
  static override readonly code = 'KNOWLEDGE_ENTRY_NOT_FOUND';

  constructor() {
    super('Knowledge entry not found');
  }
}

export class KnowledgeShareNotFoundError extends NotFoundError {
  static override readonly code = 'KNOWLEDGE_SHARE_NOT_FOUND';

  constructor() {
    super('Knowledge share not found');
  }
}

/** Public: an invalid, forged, revoked or expired token all look the same (public-api.md). */
export class SharedKnowledgeNotFoundError extends NotFoundError {
  static override readonly code = 'KNOWLEDGE_NOT_FOUND';

  constructor() {
    super('Knowledge entry not found');
  }
}
