import { acceptsHtml, landingPageUrl } from './manage-redirect';

describe('acceptsHtml', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['TEXT/HTML', true],
    ['application/json, text/html;q=0.5', true],
    ['text/html;q=0', false],
    ['application/json', false],
    ['*/*', false],
    [undefined, false],
  ])('%s -> %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});

describe('landingPageUrl', () => {
  it('carries the token in the query and keeps existing parameters', () => {
    expect(landingPageUrl('https://app.example.test/unsubscribe?lang=en', 'svc_unsub_a.b.c')).toBe(
      'https://app.example.test/unsubscribe?lang=en&token=svc_unsub_a.b.c',
    );
  });

  it('leaves the token out when there is none', () => {
    expect(landingPageUrl('https://app.example.test/unsubscribe', undefined)).toBe(
      'https://app.example.test/unsubscribe',
    );
    expect(landingPageUrl('https://app.example.test/unsubscribe', ['a', 'b'])).toBe(
      'https://app.example.test/unsubscribe',
    );
  });
});
