import { DestinationRefusedError } from './destination-policy';

const MESSAGES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the receiver',
  ENOTFOUND: 'the host name does not resolve',
  EHOSTUNREACH: 'host unreachable',
  ETIMEDOUT: 'connection timed out',
  EPROTO: 'TLS handshake failed',
  CERT_HAS_EXPIRED: 'TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate is self-signed',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
};

/** A failed connection or request as the delivery log says it (a failed attempt's `error`). */
export function describeNetworkError(error: unknown): string {
  if (error instanceof DestinationRefusedError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  // Duck-typed: a library's error may come from another realm (no `instanceof Error`).
  const said = (error as { message?: unknown } | undefined)?.message;
  const message = typeof said === 'string' ? said : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
}

/**
 * A failure reason with every occurrence of a secret replaced by `***`: what a broker or a
 * client library says is quoted in the delivery log, and must never carry a credential.
 */
export function withoutSecrets(reason: string, secrets: ReadonlyArray<string | undefined>): string {
  let text = reason;
  for (const secret of secrets) {
    if (!secret) continue;
    text = text.split(secret).join('***');
    const decoded = safeDecode(secret);
    if (decoded && decoded !== secret) text = text.split(decoded).join('***');
  }
  return text;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
