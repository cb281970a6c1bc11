/**
 * Key material could not be read. A server fault, never a statement about the caller's token:
 * each surface maps it to the status its contract names (JWKS 500, unsubscribe 503, …).
 */
export class KeyUnavailableError extends Error {
  constructor(what: string) {
    super(`${what} is unavailable`);
    this.name = 'KeyUnavailableError';
  }
}
