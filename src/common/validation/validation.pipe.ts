import { ValidationPipe } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { ValidationFailedError } from '../errors/domain-error';
import { findShapeProblems } from './array-bounds';
import { reportTypeProblemsFirst } from './type-problems';
import { summariseValidationErrors } from './validation-details';

/** The one global pipe: strict bodies (undeclared keys refused), typed query and path values. */
export function createValidationPipe(): ValidationPipe {
  return new BoundedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationFailure(errors),
  });
}

/**
 * Array lengths are checked before any item of the array is validated, and arrays where a
 * nested object belongs before class-validator (which accepts them) sees them.
 */
class BoundedValidationPipe extends ValidationPipe {
  protected override async validate(
    object: object,
    validatorOptions?: ValidatorOptions,
  ): Promise<ValidationError[]> {
    const problems = findShapeProblems(object);
    if (problems.length > 0) return problems;
    const errors = await super.validate(object, validatorOptions);
    reportTypeProblemsFirst(errors, object);
    return errors;
  }
}

export function validationFailure(errors: ValidationError[]): ValidationFailedError {
  const { details, total } = summariseValidationErrors(errors);
  const unrecognized = details.find((detail) => detail.code === 'unrecognized_keys');
  const headline = unrecognized?.message ?? details[0]?.message ?? 'Request validation failed';
  const omitted = total - details.length;
  return new ValidationFailedError(
    details,
    omitted > 0 ? `${headline} (and ${omitted} more problems not listed)` : headline,
  );
}
