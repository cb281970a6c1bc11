import { NotFoundError } from '../common/errors/domain-error';

export class ApiTokenNotFoundError extends NotFoundError {
  static override readonly code = 'API_TOKEN_NOT_FOUND';

  constructor() {
    super('API token not found');
  }
}
