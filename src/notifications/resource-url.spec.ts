import { ValidationFailedError } from '../common/errors/domain-error';
import { allowedResourceUrl, isAllowedHost } from './resource-url';

const HOSTS = ['app.example.test', '*.docs.example.test'];

describe('allowedResourceUrl', () => {
  it.each([
    ['https://app.example.test/items/1?x=1#top', 'https://app.example.test/items/1?x=1#top'],
    ['HTTPS://APP.EXAMPLE.TEST/a', 'https://app.example.test/a'],
    ['http://app.example.test:8443/a', 'http://app.example.test:8443/a'],
    ['https://eu.docs.example.test/page', 'https://eu.docs.example.test/page'],
    ['https://app.example.test./a', 'https://app.example.test./a'],
  ])('accepts %s as %s', (raw, expected) => {
    expect(allowedResourceUrl(raw, HOSTS)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['https://app.example.test.evil.example/'],
    ['https://app.example.test@evil.example/'],
    ['https://user:pass@app.example.test/'],
    ['https://evil.example\\@app.example.test/'],
    ['//evil.example/path'],
    ['/relative/path'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['ftp://app.example.test/file'],
    ['https://docs.example.test/'],
    ['https://xdocs.example.test/'],
    [`https://app.example.test/${'a'.repeat(2048)}`],
  ])('refuses %s', (raw) => {
    expect(() => allowedResourceUrl(raw, HOSTS)).toThrow(ValidationFailedError);
  });
});

describe('isAllowedHost', () => {
  it('matches exact names and subdomains of wildcard entries only', () => {
    expect(isAllowedHost('app.example.test', HOSTS)).toBe(true);
    expect(isAllowedHost('a.b.docs.example.test', HOSTS)).toBe(true);
    expect(isAllowedHost('docs.example.test', HOSTS)).toBe(false);
    expect(isAllowedHost('example.test', HOSTS)).toBe(false);
  });
});
