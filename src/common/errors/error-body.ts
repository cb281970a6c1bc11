import { HttpException } from '@nestjs/common';
import {
  DomainError,
  ErrorDetail,
  InternalError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
} from './domain-error';
import { codeForStatus } from './http-status-codes';

export interface ErrorBody {
  error: string;
  message: string;
  details?: ErrorDetail[];
}

interface ShapedError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Errors raised by Express body parsers carry a `type` and an HTTP status. */
interface BodyParserError {
  type: string;
  status?: number;
  statusCode?: number;
}

const BODY_PARSER_ERRORS: Record<
  string,
  { status: number; code: string; message: string; detailCode?: string }
> = {
  'entity.parse.failed': {
    status: 400,
    code: ValidationFailedError.code,
    message: 'Request body is not valid JSON',
    detailCode: 'invalid_json',
  },
  'entity.too.large': {
    status: 413,
    code: PayloadTooLargeError.code,
    message: 'Request body is too large',
  },
  'encoding.unsupported': {
    status: 415,
    code: UnsupportedMediaTypeError.code,
    message: 'Unsupported content encoding',
  },
  'charset.unsupported': {
    status: 415,
    code: UnsupportedMediaTypeError.code,
    message: 'Unsupported charset',
  },
  'request.aborted': {
    status: 400,
    code: ValidationFailedError.code,
    message: 'Request body was aborted',
    detailCode: 'incomplete_body',
  },
  'parameters.too.many': {
    status: 413,
    code: PayloadTooLargeError.code,
    message: 'Too many parameters',
  },
};

export function errorBodyFor(exception: unknown): ShapedError {
  if (exception instanceof DomainError) {
    const body: ErrorBody = { error: exception.code, message: exception.message };
    if (exception.details) body.details = exception.details;
    return { status: exception.status, body, headers: exception.headers };
  }
  if (isBodyParserError(exception)) {
    const known = BODY_PARSER_ERRORS[exception.type];
    if (known) {
      return {
        status: known.status,
        body: withValidationDetail(
          { error: known.code, message: known.message },
          known.detailCode ?? 'custom',
        ),
        headers: {},
      };
    }
  }
  if (isExposedClientError(exception)) {
    // body-parser passes an inflate failure (Content-Encoding gzip/deflate/br over bytes that are
    // not) on as the zlib error with status 400 and no `type`; without this it became a 500.
    return {
      status: exception.status,
      body: withValidationDetail(
        { error: codeForStatus(exception.status), message: 'Request body could not be read' },
        'unreadable_body',
      ),
      headers: {},
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return {
      status,
      body: withValidationDetail(
        { error: codeForStatus(status), message: messageOf(exception, status) },
        'custom',
      ),
      headers: {},
    };
  }
  return {
    status: 500,
    body: { error: InternalError.code, message: 'Internal server error' },
    headers: {},
  };
}

/**
 * public-api.md, Errors: a validation error carries `details[]`. A refusal of the request as a
 * whole (unparseable JSON, a body cut short) names no field: one detail with an empty `field`.
 */
export function withValidationDetail(body: ErrorBody, detailCode: string): ErrorBody {
  if (body.error !== ValidationFailedError.code || body.details) return body;
  return { ...body, details: [{ field: '', message: body.message, code: detailCode }] };
}

function isBodyParserError(exception: unknown): exception is BodyParserError {
  return (
    typeof exception === 'object' &&
    exception !== null &&
    typeof (exception as BodyParserError).type === 'string' &&
    exception instanceof Error
  );
}

/** An http-errors style client error (`expose: true`, 4xx `status`) from a body parser. */
function isExposedClientError(exception: unknown): exception is Error & { status: number } {
  if (!(exception instanceof Error) || exception instanceof HttpException) return false;
  const { expose, status } = exception as { expose?: unknown; status?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}

function messageOf(exception: HttpException, status: number): string {
  if (status >= 500) return 'Internal server error';
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  return exception.message;
}
