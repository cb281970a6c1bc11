import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors/domain-error';
import { findUnsafeString } from './unsafe-strings';

/**
 * Strings Postgres or a URI function cannot take (NUL, lone surrogates) would otherwise be a 500.
 * JSON bodies are already checked at the edge (body parsers); this pipe covers query strings and
 * form or multipart bodies of every route with 400 VALIDATION_ERROR naming the field. Global,
 * after the ValidationPipe.
 *
 * A single named query value (`@Query('token') token: unknown`) is left to its handler: on the
 * public link routes it is a credential the route verifies and refuses as public-api.md says
 * (the pixel always answers its GIF; a bad unsubscribe link is UNSUBSCRIBE_TOKEN_INVALID), and a
 * NUL in it is just a bad token. Whole query objects (DTOs) stay covered.
 */
@Injectable()
export class RejectUnsafeStringsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    if (metadata.type === 'query' && metadata.data !== undefined) return value;
    const detail = findUnsafeString(value);
    if (detail) throw new ValidationFailedError([detail], detail.message);
    return value;
  }
}
