import { DestinationRefusedError } from './destination-policy';
import { describeNetworkError, withoutSecrets } from './network-errors';

describe('describeNetworkError', () => {
  it('names the usual failures and keeps a refusal of the policy as it is', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    expect(describeNetworkError(refused)).toBe('connection refused');
    expect(describeNetworkError(new DestinationRefusedError('loopback address'))).toBe(
      'destination refused: loopback address',
    );
    expect(describeNetworkError({ code: 'EWHATEVER', message: 'odd' })).toBe('EWHATEVER: odd');
  });
});

describe('withoutSecrets', () => {
  it('masks every occurrence of a secret, raw and percent-decoded', () => {
    expect(withoutSecrets('login p%40ss failed for p@ss and p@ss', ['p%40ss'])).toBe(
      'login *** failed for *** and ***',
    );
    expect(withoutSecrets('nothing to hide', [undefined, ''])).toBe('nothing to hide');
  });
});
