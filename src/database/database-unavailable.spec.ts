import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['an admin shutdown', withCode('57P01')],
    ['a server still starting', withCode('57P03')],
    ['a lost connection (class 08)', withCode('08006')],
    ['a statement over statement_timeout', withCode('57014')],
    ['a pool that could not connect', new Error('timeout exceeded when trying to connect')],
    ['a silent server', new Error('Query read timeout')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'the same wrapped by TypeORM',
      Object.assign(new Error('q'), { driverError: withCode('57P01') }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a deadlock', withCode('40P01')],
    ['a syntax error', withCode('42601')],
    ['any other error', new Error('simulated statement failure')],
    ['a non-error', 'boom'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
