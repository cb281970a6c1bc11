import { DomainError } from '../common/errors/domain-error';

export class MembershipNotFoundError extends DomainError {
  constructor() {
    super(404, 'MEMBERSHIP_NOT_FOUND', 'No user with that e-mail address is a member of that team');
  }
}
