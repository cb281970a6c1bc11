import { NotFoundError } from '../common/errors/domain-error';

/** Unknown, malformed or another team's page: the same 404 (platform.md, tenancy). */
export class VisualPageNotFoundError extends NotFoundError {
  static override readonly code = 'VISUAL_PAGE_NOT_FOUND';

  constructor(message = 'Visual page not found') {
    super(message);
  }
}

/**
 * The public render: an unknown page, another team's id pair and a page never published are
 * indistinguishable, so the URL reveals nothing about drafts.
 */
export class PublishedVisualPageNotFoundError extends VisualPageNotFoundError {
  constructor() {
    super('No published visual page at this address');
  }
}
