import { randomBytes } from 'node:crypto';
import { signToken } from '../keys/signed-token';
import { linkSubject, perLink } from './link-rate-limit';

describe('linkSubject', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const token = signToken('svc_unsub_', 'k1', Buffer.from('{"c":"news"}'), randomBytes(32));
  const respell = (variant: number) =>
    token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(token.at(-1)!) ^ variant];

  it('gives every spelling of one token the same subject', () => {
    for (const variant of [1, 2, 3]) expect(linkSubject(respell(variant))).toBe(linkSubject(token));
  });

  it('keeps different links apart', () => {
    const other = signToken('svc_unsub_', 'k1', Buffer.from('{"c":"news"}'), randomBytes(32));
    expect(linkSubject(other)).not.toBe(linkSubject(token));
    expect(linkSubject(token.replace('svc_unsub_', 'svc_ntf_'))).not.toBe(linkSubject(token));
  });

  it('still gives garbage and repeated parameters a budget, and no token none', () => {
    expect(linkSubject('garbage')).toBe('garbage');
    expect(linkSubject(['a', 'b'])).toBe('["a","b"]');
    expect(linkSubject(undefined)).toBe('');
    expect(perLink({ query: { token } })).toBe(linkSubject(token));
    expect(perLink({ query: {} })).toBe('');
  });
});
