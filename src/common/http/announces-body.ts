import type { IncomingHttpHeaders } from 'node:http';

/** RFC 9112 §6.3: a request has a body when it announces a non-zero length or a transfer coding. */
export function announcesBody(headers: IncomingHttpHeaders): boolean {
  return (
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}
