import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { standardSignatureFor, standardWebhookKey } from './standard-webhooks';
import { generateSigningSecret } from './webhook-signature';

const body = '{"id":"evt_1","type":"agent.created"}';

describe('standardSignatureFor', () => {
  it('is v1, and the base64 HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed by the decoded secret', () => {
    const secret = generateSigningSecret();
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(key).toHaveLength(32);
    const expected = createHmac('sha256', key).update(`msg_1.1700000000.${body}`).digest('base64');
    expect(standardSignatureFor(secret, 'msg_1', 1_700_000_000, body)).toBe(`v1,${expected}`);
    expect(standardWebhookKey(secret).equals(key)).toBe(true);
  });

  it('is what the standardwebhooks library signs and verifies with the secret as issued', () => {
    const secret = generateSigningSecret();
    const now = Math.floor(Date.now() / 1000);
    const signature = standardSignatureFor(secret, 'msg_2', now, body);
    const library = new Webhook(secret);
    expect(library.sign('msg_2', new Date(now * 1000), body)).toBe(signature);
    const headers = {
      'webhook-id': 'msg_2',
      'webhook-timestamp': String(now),
      'webhook-signature': signature,
    };
    expect(library.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateSigningSecret()).verify(body, headers)).toThrow(
      'No matching signature found',
    );
  });
});
