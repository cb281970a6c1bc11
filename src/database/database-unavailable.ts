/** Node socket errors of a connection to Postgres that is refused, lost or silent. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away or not accepting work: connection exceptions
 * (class 08), shutdowns and start-up (57P01–57P03), and a statement cancelled by
 * `statement_timeout` (57014).
 */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3]|57014)$/;

/** What the pg driver and pool say when a connection cannot be had or is lost mid-query. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is not set|terminating connection/i;

/**
 * True when an error means Postgres could not be reached or did not answer in time, as opposed
 * to a statement Postgres refused. Looks through TypeORM's wrapper (`driverError`) and `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string') {
      if (NETWORK_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code))
        return true;
    }
    if (typeof candidate.message === 'string' && DRIVER_MESSAGES.test(candidate.message))
      return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
