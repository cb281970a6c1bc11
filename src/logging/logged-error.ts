/**
 * What a log line keeps of an error (the `err` field of the app logger): its type, message, stack
 * frames and code, and, for an error Postgres reported, the names of what it refused, never a
 * value. The whole rule and its reasons: docs/operations.md "Logs".
 */
export interface LoggedError {
  /** The constructor's name. */
  type: string;
  /** Absent for an error Postgres reported: its message may quote the refused value. */
  message?: string;
  /** The frames under `type` and the kept message: a stack's first line repeats the message. */
  stack?: string;
  /** SQLSTATE, Node's `ECONNREFUSED`, a domain error's code. */
  code?: string | number;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The named statement that failed (sql-statement.ts). */
  statement?: string;
  cause?: LoggedError;
  /** An AggregateError's errors. */
  errors?: LoggedError[];
}

/** How many `cause` (or `errors`) levels a line holds: a chain that loops stops here too. */
const MAX_DEPTH = 4;
const MAX_AGGREGATED = 10;
const DATABASE_FIELDS = ['constraint', 'table', 'column', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const STACK_FRAME = /^\s+at /;

type ErrorFields = Partial<Record<string, unknown>>;

export function loggedError(value: unknown, depth = 0): LoggedError {
  if (typeof value !== 'object' || value === null)
    return { type: typeof value, message: String(value) };
  const error = value as ErrorFields;
  const logged: LoggedError = { type: typeNameOf(value) };
  const fromPostgres = reportedByPostgres(error);
  const message = fromPostgres ? undefined : messageOf(logged.type, error.message);
  if (message !== undefined) logged.message = message;
  if (typeof error.stack === 'string') logged.stack = framesUnder(logged, error.stack);
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (fromPostgres) {
    for (const field of DATABASE_FIELDS) {
      const named = error[field];
      if (typeof named === 'string') logged[field] = named;
    }
  }
  if (typeof error.statement === 'string') logged.statement = error.statement;
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) logged.cause = loggedError(error.cause, depth + 1);
    if (Array.isArray(error.errors)) {
      logged.errors = error.errors
        .slice(0, MAX_AGGREGATED)
        .map((each: unknown) => loggedError(each, depth + 1));
    }
  }
  return logged;
}

/** The message a line takes from an error it carries (`loggedError`'s), else the error's type. */
export function keptMessageOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const error = value as ErrorFields;
  const type = typeNameOf(value);
  return (reportedByPostgres(error) ? undefined : messageOf(type, error.message)) ?? type;
}

/** pg's DatabaseError, and TypeORM's QueryFailedError, which copies its fields. */
function reportedByPostgres(error: ErrorFields): boolean {
  return (
    typeof error.severity === 'string' &&
    typeof error.code === 'string' &&
    SQLSTATE.test(error.code)
  );
}

function messageOf(type: string, message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  // TypeORM's findOneOrFail appends the criteria it was given, values included.
  return type === 'EntityNotFoundError' ? message.replace(/ matching:[\s\S]*$/, '') : message;
}

/** V8 writes a stack's first line from the message when the stack is first read. */
function framesUnder(logged: LoggedError, stack: string): string {
  const header = logged.message === undefined ? logged.type : `${logged.type}: ${logged.message}`;
  const frames = stack.split('\n').filter((line) => STACK_FRAME.test(line));
  return [header, ...frames].join('\n');
}

function typeNameOf(value: object): string {
  const name: unknown = value.constructor?.name;
  return typeof name === 'string' && name !== '' ? name : 'Object';
}
