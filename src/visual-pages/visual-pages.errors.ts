import { NotFoundError } from '../common/errors/domain-error';

/** Unknown, malformed or another team's page: the same 404 (platform.md, tenancy). */
export class VisualPageNotFoundError extends NotFoundError {
  constructor() {
    super('VISUAL_PAGE_NOT_FOUND', 'Visual page not found');
  }
}

/**
 * The public render: an unknown page, another team's id pair and a page never published are
 * indistinguishable, so the URL reveals nothing about drafts.
 */
export class PublishedVisualPageNotFoundError extends NotFoundError {
  constructor() {
    super('VISUAL_PAGE_NOT_FOUND', 'No published visual page at this address');
  }
}
