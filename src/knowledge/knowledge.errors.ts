import { NotFoundError } from '../common/errors/domain-error';

export class KnowledgeEntryNotFoundError extends NotFoundError {
  constructor() {
    super('KNOWLEDGE_ENTRY_NOT_FOUND', 'Knowledge entry not found');
  }
}

export class KnowledgeShareNotFoundError extends NotFoundError {
  constructor() {
    super('KNOWLEDGE_SHARE_NOT_FOUND', 'Knowledge share not found');
  }
}

/** Public: an invalid, forged, revoked or expired token all look the same (public-api.md). */
export class SharedKnowledgeNotFoundError extends NotFoundError {
  constructor() {
    super('KNOWLEDGE_NOT_FOUND', 'Knowledge entry not found');
  }
}
