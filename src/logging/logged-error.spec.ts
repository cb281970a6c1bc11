import { DatabaseError } from 'pg';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { loggedError } from './logged-error';

const EMAIL = 'a@b.c';

/** pg's error as the driver builds it from Postgres's fields. */
function postgresError(message: string, fields: Record<string, string>): DatabaseError {
  return Object.assign(new DatabaseError(message, 100, 'error'), { severity: 'ERROR', ...fields });
}

function duplicateEmail(): QueryFailedError {
  const refused = postgresError('duplicate key value violates unique constraint "users_email"', {
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    hint: `Use ${EMAIL} once.`,
    where: `unnamed portal parameter $1 = '${EMAIL}'`,
    internalQuery: `SELECT '${EMAIL}'`,
    schema: 'public',
    table: 'users',
    constraint: 'users_email',
    routine: '_bt_check_unique',
  });
  return new QueryFailedError('INSERT INTO users (email) VALUES ($1)', [EMAIL], refused);
}

describe('the error a log line keeps', () => {
  it('keeps the type, message, stack and SQLSTATE of a failed statement, and none of its values', () => {
    const failed = Object.assign(duplicateEmail(), { email: EMAIL, token: 'tok_secret' });

    const logged = loggedError(failed);

    expect(logged).toEqual({
      type: 'QueryFailedError',
      stack: expect.stringMatching(/^QueryFailedError\n\s+at /),
      code: '23505',
      constraint: 'users_email',
      table: 'users',
      routine: '_bt_check_unique',
    });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(JSON.stringify(logged)).not.toContain('tok_secret');
  });

  it('drops a message of Postgres that quotes the refused value, from the stack as well', () => {
    const refused = postgresError(`invalid input syntax for type uuid: "${EMAIL}"`, {
      code: '22P02',
      routine: 'string_to_uuid',
    });
    Reflect.defineProperty(refused, 'statement', { value: 'member_by_email' });

    expect(loggedError(refused)).toEqual({
      type: 'DatabaseError',
      stack: expect.stringMatching(/^DatabaseError\n\s+at /),
      code: '22P02',
      routine: 'string_to_uuid',
      statement: 'member_by_email',
    });
  });

  it('keeps the message of an error the code raised, and follows its causes', () => {
    const failure = new Error('could not add the member', {
      cause: new Error('the membership write failed', { cause: duplicateEmail() }),
    });

    const logged = loggedError(failure);

    expect(logged).toMatchObject({
      type: 'Error',
      message: 'could not add the member',
      stack: expect.stringMatching(/^Error: could not add the member\n\s+at /),
      cause: {
        message: 'the membership write failed',
        cause: { type: 'QueryFailedError', code: '23505', table: 'users' },
      },
    });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
  });

  it('stops a cause chain that loops', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;

    let depth = 0;
    for (let at = loggedError(first); at.cause; at = at.cause) depth += 1;

    expect(depth).toBe(4);
  });

  it('keeps the errors of an AggregateError and the code of a socket error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
    });

    expect(loggedError(new AggregateError([refused], ''))).toMatchObject({
      type: 'AggregateError',
      errors: [{ type: 'Error', code: 'ECONNREFUSED', message: refused.message }],
    });
    expect(loggedError(refused)).not.toHaveProperty('address');
  });

  it("drops the criteria of TypeORM's EntityNotFoundError", () => {
    class User {}
    const logged = loggedError(new EntityNotFoundError(User, { where: { email: EMAIL } }));

    expect(logged.message).toBe('Could not find any entity of type "User"');
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
  });

  it('writes what is not an error as its type and text', () => {
    expect(loggedError('gone')).toEqual({ type: 'string', message: 'gone' });
    expect(loggedError({ email: EMAIL })).toEqual({ type: 'Object' });
  });
});
