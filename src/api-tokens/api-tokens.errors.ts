import { NotFoundError } from '../common/errors/domain-error';

export class ApiTokenNotFoundError extends NotFoundError {
  constructor() {
    super('API_TOKEN_NOT_FOUND', 'API token not found');
  }
}
