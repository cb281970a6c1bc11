import { Webhook } from 'standardwebhooks';
import { generateSigningSecret, signatureFor } from '../../signing/webhook-signature';
import { signatureHeaders } from './delivery-signatures';

const body = '{"id":"evt_1"}';
const deliveryId = '0b6c7c52-52d6-4a3c-9d4c-2d8f2f4c8f1e';
const secret = generateSigningSecret();
const previousSecret = generateSigningSecret();

describe('signatureHeaders', () => {
  const now = Math.floor(Date.now() / 1000);

  it('sends only the spec headers, made with the current secret, outside a grace', () => {
    expect(
      signatureHeaders(
        { secret, previousSecret: undefined, standardWebhooks: false },
        deliveryId,
        now,
        body,
      ),
    ).toEqual({
      'X-Webhook-Signature': signatureFor(secret, now, body),
      'X-Webhook-Timestamp': String(now),
    });
  });

  it('adds X-Webhook-Signature-Previous made with the replaced secret during a grace', () => {
    const headers = signatureHeaders(
      { secret, previousSecret, standardWebhooks: false },
      deliveryId,
      now,
      body,
    );
    expect(headers['X-Webhook-Signature']).toBe(signatureFor(secret, now, body));
    expect(headers['X-Webhook-Signature-Previous']).toBe(signatureFor(previousSecret, now, body));
    expect(headers['X-Webhook-Signature-Previous']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('adds the Standard Webhooks headers, with both secrets verifying during a grace', () => {
    const headers = signatureHeaders(
      { secret, previousSecret, standardWebhooks: true },
      deliveryId,
      now,
      body,
    );
    expect(headers['webhook-id']).toBe(deliveryId);
    expect(headers['webhook-timestamp']).toBe(String(now));
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ id: 'evt_1' });
    expect(new Webhook(previousSecret).verify(body, headers)).toEqual({ id: 'evt_1' });
    expect(() => new Webhook(generateSigningSecret()).verify(body, headers)).toThrow();
  });
});
