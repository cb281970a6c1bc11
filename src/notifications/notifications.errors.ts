import { DomainError, NotFoundError, ServiceUnavailableError } from '../common/errors/domain-error';

export class NotificationRecipientNotFoundError extends NotFoundError {
  constructor() {
    super('USER_NOT_FOUND', 'No member of this team has that userId');
  }
}

/** A bad, forged or mismatched open link: indistinguishable from a notification that is not there. */
export class NotificationNotFoundError extends NotFoundError {
  constructor() {
    super('NOTIFICATION_NOT_FOUND', 'Notification not found');
  }
}

export class NotificationLinkExpiredError extends DomainError {
  constructor() {
    super(410, 'NOTIFICATION_LINK_EXPIRED', 'This notification link has expired');
  }
}

export class NotificationKeyUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('SERVICE_UNAVAILABLE', 'Notification links cannot be checked right now; retry later', 30);
  }
}
