import { NotFoundError } from '../common/errors/domain-error';

export class MembershipNotFoundError extends NotFoundError {
  static override readonly code = 'MEMBERSHIP_NOT_FOUND';

  constructor() {
    super('No user with that e-mail address is a member of that team');
  }
}
