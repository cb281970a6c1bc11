import { Registry } from 'prom-client';
import type { AppConfig } from '../../../config/app-config';
import { createDeliveryMetrics } from '../../../metrics/metrics-registry';
import { DeliveryMetrics } from './delivery-metrics';

describe('DeliveryMetrics: publish → first attempt and → success', () => {
  const created = new Date('2026-11-27T10:00:00.000Z');
  const at = (seconds: number) => new Date(created.getTime() + seconds * 1000);

  async function observed(registry: Registry, name: string) {
    const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === name);
    const values = (metric?.values ?? []) as Array<{ metricName?: string; value: number }>;
    return {
      count: values.find((value) => value.metricName === `${name}_count`)?.value,
      sum: values.find((value) => value.metricName === `${name}_sum`)?.value,
    };
  }

  it('observes the first attempt from its start and a success from its end, each once', async () => {
    const registry = new Registry();
    const metrics = new DeliveryMetrics(
      { webhookMetricsSubscriptionLabels: 100 } as AppConfig,
      createDeliveryMetrics(registry),
    );
    // A first attempt that failed, then a third that succeeded.
    metrics.sinceEvent(created, {
      number: 1,
      startedAt: at(0.2),
      endedAt: at(0.5),
      succeeded: false,
    });
    metrics.sinceEvent(created, { number: 3, startedAt: at(60), endedAt: at(61), succeeded: true });

    expect(await observed(registry, 'webhook_event_to_first_attempt_seconds')).toEqual({
      count: 1,
      sum: 0.2,
    });
    expect(await observed(registry, 'webhook_event_to_success_seconds')).toEqual({
      count: 1,
      sum: 61,
    });
  });
});
