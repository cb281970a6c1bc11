import { oneClickMailHeaders } from './mail-headers';

describe('oneClickMailHeaders', () => {
  it('puts the https unsubscribe URI in angle brackets and names the one-click body', () => {
    const url = 'https://api.example.test/public/unsubscribe?token=svc_unsub_k.p.m';
    expect(oneClickMailHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names unsubscribeUrl exactly, scheme included: a rewritten URI would not serve', () => {
    // RFC 8058 §3.1 wants https; production refuses to start on a plain-http PUBLIC_BASE_URL.
    const url = 'http://localhost:3000/public/unsubscribe?token=svc_unsub_k.p.m';
    expect(oneClickMailHeaders(url)['List-Unsubscribe']).toBe(`<${url}>`);
  });
});
