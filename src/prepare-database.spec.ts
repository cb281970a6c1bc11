import { ConfigError } from './config/app-config';
import { databaseStartError } from './prepare-database';

describe('databaseStartError (an unreachable DATABASE_URL at start)', () => {
  const url = 'postgres://app:s3cret@db.internal:5999/platform';

  it('names the setting, the host and port, and what to do, without the password', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5999'), {
      code: 'ECONNREFUSED',
    });
    const error = databaseStartError(refused, url);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toContain('Cannot reach PostgreSQL at db.internal:5999 (DATABASE_URL;');
    expect(error?.message).toContain('connect ECONNREFUSED 10.0.0.5:5999');
    expect(error?.message).toContain('set DATABASE_URL');
    expect(error?.message).not.toContain('s3cret');
  });

  it('says the login or database was refused for a wrong password or a missing database', () => {
    const refused = Object.assign(new Error('password authentication failed for user "app"'), {
      code: '28P01',
    });
    const message = databaseStartError(refused, url)?.message ?? '';
    expect(message).toContain('PostgreSQL at db.internal:5999 refused database "platform"');
    expect(message).not.toContain('s3cret');
  });

  it('leaves other errors (a failing migration) as they are', () => {
    expect(databaseStartError(new Error('syntax error'), url)).toBeUndefined();
  });
});
