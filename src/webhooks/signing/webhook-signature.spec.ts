import { createHmac } from 'node:crypto';
import { generateSigningSecret, signatureFor, verifySignature } from './webhook-signature';

const secret = 'whsec_dGVzdC1zZWNyZXQtZm9yLXVuaXQtdGVzdHMtb25seQ==';
const body = Buffer.from('{"hello":"world"}');
const now = 1_700_000_000;

/** An independent computation of the documented scheme. */
function expected(timestamp: number, raw: Buffer): string {
  return `sha256=${createHmac('sha256', secret)
    .update(`${timestamp}.${raw.toString('utf8')}`)
    .digest('hex')}`;
}

describe('signatureFor', () => {
  it('is sha256= and the lowercase hex HMAC of "<timestamp>.<raw body>" keyed by the whole secret', () => {
    expect(signatureFor(secret, now, body)).toBe(expected(now, body));
    expect(signatureFor(secret, now, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});

describe('generateSigningSecret', () => {
  it('issues whsec_ secrets with 256 random bits', () => {
    const issued = generateSigningSecret();
    expect(issued).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(generateSigningSecret()).not.toBe(issued);
  });
});

describe('verifySignature', () => {
  const signed = (timestamp: number, signature = expected(timestamp, body)) => ({
    signature,
    timestamp: String(timestamp),
    body,
  });

  it('accepts a valid signature within ±300 s', () => {
    expect(verifySignature(secret, signed(now), now)).toBeUndefined();
    expect(verifySignature(secret, signed(now - 300), now)).toBeUndefined();
    expect(verifySignature(secret, signed(now + 300), now)).toBeUndefined();
  });

  it('refuses stale and far-future timestamps', () => {
    expect(verifySignature(secret, signed(now - 301), now)).toBe('timestamp_out_of_tolerance');
    expect(verifySignature(secret, signed(now + 301), now)).toBe('timestamp_out_of_tolerance');
  });

  it('names each missing or malformed part', () => {
    expect(
      verifySignature(secret, { signature: undefined, timestamp: String(now), body }, now),
    ).toBe('signature_missing');
    expect(
      verifySignature(secret, { signature: expected(now, body), timestamp: undefined, body }, now),
    ).toBe('timestamp_missing');
    expect(verifySignature(secret, { ...signed(now), timestamp: '17e8' }, now)).toBe(
      'timestamp_invalid',
    );
  });

  it('refuses a signature over a re-serialised body or with another secret', () => {
    const reserialised = Buffer.from('{"hello": "world"}');
    expect(verifySignature(secret, { ...signed(now), body: reserialised }, now)).toBe(
      'signature_mismatch',
    );
    const otherSecret = signatureFor('whsec_other', now, body);
    expect(verifySignature(secret, signed(now, otherSecret), now)).toBe('signature_mismatch');
  });

  it('compares the whole header: bare hex, upper case or extra text do not pass', () => {
    const good = expected(now, body);
    expect(verifySignature(secret, signed(now, good.slice('sha256='.length)), now)).toBe(
      'signature_mismatch',
    );
    expect(verifySignature(secret, signed(now, good.toUpperCase()), now)).toBe(
      'signature_mismatch',
    );
    expect(verifySignature(secret, signed(now, `${good},v1=abc`), now)).toBe('signature_mismatch');
  });

  it('refuses the retired body-only form, with or without a timestamp', () => {
    const bodyOnly = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    expect(verifySignature(secret, { signature: bodyOnly, timestamp: undefined, body }, now)).toBe(
      'signature_retired_scheme',
    );
    expect(verifySignature(secret, signed(now, bodyOnly), now)).toBe('signature_retired_scheme');
  });
});

describe('verifySignature during a rotation grace', () => {
  const previous = 'whsec_cHJldmlvdXMtc2VjcmV0LWZvci11bml0LXRlc3RzLW9ubHk=';
  const current = 'whsec_Y3VycmVudC1zZWNyZXQtZm9yLXVuaXQtdGVzdHMtb25seSE=';
  const signedWith = (key: string) => ({
    signature: signatureFor(key, now, body),
    timestamp: String(now),
    body,
  });

  it('accepts a signature made with either secret', () => {
    expect(verifySignature([current, previous], signedWith(current), now)).toBeUndefined();
    expect(verifySignature([current, previous], signedWith(previous), now)).toBeUndefined();
  });

  it('refuses one made with neither, and the old one once only the new one is given', () => {
    expect(verifySignature([current, previous], signedWith(secret), now)).toBe(
      'signature_mismatch',
    );
    expect(verifySignature([current], signedWith(previous), now)).toBe('signature_mismatch');
  });
});
