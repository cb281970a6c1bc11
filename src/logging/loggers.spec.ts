import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { createLoggers } from './loggers';

const EMAIL = 'a@b.c';

function refusedInsert(): QueryFailedError {
  const refused = Object.assign(
    new DatabaseError(`invalid input syntax: "${EMAIL}"`, 100, 'error'),
    {
      severity: 'ERROR',
      code: '22P02',
      detail: `Key (email)=(${EMAIL}) already exists.`,
    },
  );
  return new QueryFailedError('INSERT INTO users (email) VALUES ($1)', [EMAIL], refused);
}

function appLoggerWritingTo(): {
  app: ReturnType<typeof createLoggers>['app'];
  lines: () => string[];
} {
  const file = join(mkdtempSync(join(tmpdir(), 'loggers-')), 'app.log');
  const { app } = createLoggers({ logLevel: 'info', logDestination: file } as AppConfig);
  return { app, lines: () => readFileSync(file, 'utf8').trim().split('\n') };
}

describe('the app logger', () => {
  it('writes an error through the kept fields alone', () => {
    const { app, lines } = appLoggerWritingTo();

    app.error({ err: refusedInsert(), requestId: 'req-1' }, 'request failed with a server error');

    const [line] = lines();
    expect(line).not.toContain(EMAIL);
    expect(JSON.parse(line)).toMatchObject({
      requestId: 'req-1',
      msg: 'request failed with a server error',
      err: { type: 'QueryFailedError', code: '22P02', stack: expect.any(String) },
    });
  });

  it('takes the kept message, not the raw one, for a line that gives none', () => {
    const { app, lines } = appLoggerWritingTo();

    app.error(refusedInsert());
    app.warn({ err: new Error('the cache is cold') });

    const [refused, cold] = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(refused.msg).toBe('QueryFailedError');
    expect(JSON.stringify(refused)).not.toContain(EMAIL);
    expect(cold).toMatchObject({ msg: 'the cache is cold', err: { message: 'the cache is cold' } });
  });
});
