import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors/domain-error';
import { findUnsafeString } from './unsafe-strings';

/**
 * Strings Postgres or a URI function cannot take (NUL, lone surrogates) would otherwise be a 500.
 * JSON bodies are already checked at the edge (body parsers); this pipe covers query strings and
 * form or multipart bodies of every route with 400 VALIDATION_ERROR naming the field. Global,
 * after the ValidationPipe.
 */
@Injectable()
export class RejectUnsafeStringsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const detail = findUnsafeString(value);
    if (detail) throw new ValidationFailedError([detail], detail.message);
    return value;
  }
}
