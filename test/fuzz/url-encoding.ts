import fc from 'fast-check';
import { hostileString, longString } from './hostile-values';

/**
 * Percent-encodes text for a path segment or query value. Lone surrogates, which
 * encodeURIComponent refuses, are written as the three bytes a careless encoder would send
 * (`%ED%A0%80`): invalid UTF-8 the server must cope with.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}`;
      out += `%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}`;
      out += `%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Written into the URL as they are: broken or surprising percent-encoding. */
export const RAW_URL_JUNK = [
  '%',
  '%Z',
  '%ZZ',
  '%00',
  'a%00b',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%2F',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '%252F',
  '..',
  '.',
  '%2e%2e',
  '%0A',
  '%0D%0ASet-Cookie:%20x=y',
  '%20',
  '+',
  ';a=b',
  '@',
  '~',
  '%E2%80%AE',
  '%u0041',
  '%F0%9F%98%80',
  '%EF%BB%BF',
];

/** A URL-ready hostile value: encoded text, raw junk, or a long run of characters. */
export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((text) => text.length < 3000).map(encodeText) },
  { weight: 3, arbitrary: fc.constantFrom(...RAW_URL_JUNK) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1_000, 8_000).map((length) => longString(length, 'a')),
  },
);

/** Small changes to a real value: the id or token is nearly right. */
export function nearlyRight(value: string, how: number): string {
  switch (how % 9) {
    case 0:
      return value.toUpperCase();
    case 1:
      return `${value}x`;
    case 2:
      return value.slice(0, -1);
    case 3:
      return `${encodeText(value)}%00`;
    case 4:
      return `${value.slice(0, -1)}${value.at(-1) === 'a' ? 'b' : 'a'}`;
    case 5:
      return `%20${encodeText(value)}`;
    case 6:
      return `${value}${value}`;
    case 7:
      return encodeText(value).replace(
        /[0-9a-f]/i,
        (char) => `%${char.charCodeAt(0).toString(16)}`,
      );
    default:
      return `${encodeText(value)}%E2%80%8B`;
  }
}
