import { ValidationFailedError } from '../../../common/errors/domain-error';
import type { AppConfig } from '../../../config/app-config';
import type { DeliveryEngine } from '../../delivery';
import type { SubscriptionsService } from '../subscriptions.service';
import { DeliveryRecoveryService } from './delivery-recovery.service';

const SUBSCRIPTION_ID = '00000000-0000-4000-8000-000000000001';

function service() {
  const engine = { recover: jest.fn().mockResolvedValue(0) };
  const subscriptions = {
    find: jest
      .fn()
      .mockResolvedValue({ id: SUBSCRIPTION_ID, enabled: true, verificationStatus: null }),
  };
  const recovery = new DeliveryRecoveryService(
    { retentionFailedOutboundDays: 90 } as AppConfig,
    subscriptions as unknown as SubscriptionsService,
    engine as unknown as DeliveryEngine,
  );
  return { recovery, engine };
}

describe('DeliveryRecoveryService', () => {
  it('refuses a window Date cannot read before the engine writes anything', async () => {
    const { recovery, engine } = service();
    for (const [field, input] of [
      ['since', { since: '2030-W01' }],
      ['until', { since: '2026-01-01T00:00:00Z', until: '2026-01-02T10Z' }],
    ] as const) {
      const refusal = recovery.recover({ teamId: 't' }, SUBSCRIPTION_ID, input);
      await expect(refusal).rejects.toBeInstanceOf(ValidationFailedError);
      await expect(refusal).rejects.toMatchObject({
        details: [expect.objectContaining({ field, code: 'invalid_string' })],
      });
    }
    expect(engine.recover).not.toHaveBeenCalled();
  });

  it('recovers a readable window', async () => {
    const { recovery, engine } = service();
    const since = new Date(Date.now() - 3600_000).toISOString();
    await recovery.recover({ teamId: 't' }, SUBSCRIPTION_ID, { since });
    expect(engine.recover).toHaveBeenCalledWith(SUBSCRIPTION_ID, new Date(since), expect.any(Date));
  });
});
