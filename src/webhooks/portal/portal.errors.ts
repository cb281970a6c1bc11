import { NotFoundError } from '../../common/errors/domain-error';

/** platform.md, Portal links: an unknown, another team's or an already revoked link id. */
export class PortalLinkNotFoundError extends NotFoundError {
  static override readonly code = 'PORTAL_LINK_NOT_FOUND';

  constructor() {
    super('Portal link not found');
  }
}

/** A file the portal page's bundle does not have. */
export class PortalAssetNotFoundError extends NotFoundError {
  constructor() {
    super('No such file in the portal page');
  }
}
