/**
 * An answer made before the handler ran (a stored answer replayed): thrown so that Nest does not
 * reply for the route, and written byte for byte by the global filter.
 */
export class PreparedAnswer extends Error {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: Buffer,
  ) {
    super('a prepared answer');
  }
}
