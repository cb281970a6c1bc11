import { oneClickMailHeaders } from './mail-headers';

describe('oneClickMailHeaders', () => {
  it('puts the https unsubscribe URI in angle brackets and names the one-click body', () => {
    const url = 'https://api.example.test/public/unsubscribe?token=svc_unsub_k.p.m';
    expect(oneClickMailHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('gives an https URI even when the public base URL is plain http (RFC 8058 §3.1)', () => {
    expect(
      oneClickMailHeaders('http://localhost:3000/public/unsubscribe?token=svc_unsub_k.p.m')[
        'List-Unsubscribe'
      ],
    ).toBe('<https://localhost:3000/public/unsubscribe?token=svc_unsub_k.p.m>');
  });
});
