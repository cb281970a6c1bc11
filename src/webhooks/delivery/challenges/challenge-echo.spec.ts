import { echoesChallenge, newChallenge } from './challenge-echo';

describe('echoesChallenge', () => {
  const challenge = 'k3J9xQ2vWm8ZpL0aT7nR4sY6uB1cE5dF9gH2jK8mN0o';

  it.each([
    ['the bare value', challenge],
    ['the bare value with surrounding whitespace', `\r\n ${challenge}\n`],
    ['a JSON string', JSON.stringify(challenge)],
    ['a JSON object', JSON.stringify({ challenge })],
    ['a JSON object with other members', JSON.stringify({ ok: true, challenge })],
    ['pretty-printed JSON', JSON.stringify({ challenge }, null, 2)],
  ])('accepts %s', (_, body) => {
    expect(echoesChallenge(body, challenge)).toBe(true);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', ''],
    ['"ok"', 'ok'],
    ['another challenge', JSON.stringify({ challenge: newChallenge() })],
    ['the value with a prefix', `challenge=${challenge}`],
    ['the value cut short', challenge.slice(0, -1)],
    ['the value in another case', challenge.toUpperCase()],
    ['the value in another member', JSON.stringify({ value: challenge })],
    ['the value inside an array member', JSON.stringify({ challenge: [challenge] })],
    [
      'the request envelope reflected whole',
      JSON.stringify({ id: 'evt_1', type: 'webhook.verification', data: { challenge } }),
    ],
    ['an array', JSON.stringify([challenge])],
    ['broken JSON', `{"challenge": "${challenge}"`],
    ['the value inside a longer text', `${challenge} ${challenge}`],
  ])('refuses %s', (_, body) => {
    expect(echoesChallenge(body, challenge)).toBe(false);
  });

  it('never matches an empty challenge', () => {
    expect(echoesChallenge('', '')).toBe(false);
    expect(echoesChallenge('{"challenge":""}', '')).toBe(false);
  });
});

describe('newChallenge', () => {
  it('is 43 base64url characters, fresh each time', () => {
    const values = new Set(Array.from({ length: 100 }, () => newChallenge()));
    expect(values.size).toBe(100);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
