import { NotFoundError } from '../common/errors/domain-error';

/** Unknown, another team's, past its window, or of a type the token may not read: all alike. */
export class EventNotFoundError extends NotFoundError {
  static override readonly code = 'EVENT_NOT_FOUND';

  constructor() {
    super('Event not found');
  }
}
