import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBodyFor, ErrorBody } from './error-body';

/**
 * The one place that writes error bodies: every refusal leaves as the flat envelope
 * `{error, message, details?}`; anything unexpected becomes a logged 500 without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, body, headers } = errorBodyFor(exception);

    if (status >= 500) {
      this.logger.error(
        {
          requestId: request.id,
          err: exception instanceof Error ? exception : new Error(String(exception)),
          status,
        },
        'request failed with a server error',
      );
    }
    writeError(response, status, body, headers);
  }
}

export function writeError(
  response: Response,
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.status(status).json(body);
}
