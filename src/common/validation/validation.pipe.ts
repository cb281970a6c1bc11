import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from '../errors/domain-error';
import { validationDetails } from './validation-details';

/** The one global pipe: strict bodies (undeclared keys refused), typed query and path values. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = validationDetails(errors);
      const unrecognized = details.find((detail) => detail.code === 'unrecognized_keys');
      return new ValidationFailedError(
        details,
        unrecognized?.message ?? details[0]?.message ?? 'Request validation failed',
      );
    },
  });
}
