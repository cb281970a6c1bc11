import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { withValidationDetail } from '../errors/error-body';
import { codeForStatus } from '../errors/http-status-codes';

/** Node's own answers to requests its HTTP parser refuses, by parser error code. */
const STATUS_BY_PARSER_ERROR: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Chunk extensions are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request was not received in time' },
};

/**
 * A request Node cannot parse (headers over its 16 KB limit, a malformed request line) never
 * reaches Express: Node answers it with a bare status line. This writes the same status as the
 * flat error envelope instead, so no refusal leaves without `{error, message}` (docs/platform.md, "Hostile input").
 */
export function registerClientErrorAnswers(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = STATUS_BY_PARSER_ERROR[error.code ?? ''] ?? {
      status: 400,
      message: 'The request could not be parsed',
    };
    const body = JSON.stringify(
      withValidationDetail({ error: codeForStatus(status), message }, 'malformed_request'),
    );
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
