import { DomainError, NotFoundError, ServiceUnavailableError } from '../common/errors/domain-error';

export class NotificationRecipientNotFoundError extends NotFoundError {
  static override readonly code = 'USER_NOT_FOUND';

  constructor() {
    super('No member of this team has that userId');
  }
}

/** A bad, forged or mismatched open link: indistinguishable from a notification that is not there. */
export class NotificationNotFoundError extends NotFoundError {
  static override readonly code = 'NOTIFICATION_NOT_FOUND';

  constructor() {
    super('Notification not found');
  }
}

export class NotificationLinkExpiredError extends DomainError {
  static override readonly status = 410;
  static override readonly code = 'NOTIFICATION_LINK_EXPIRED';

  constructor() {
    super('This notification link has expired');
  }
}

export class NotificationKeyUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('Notification links cannot be checked right now; retry later', 30);
  }
}
