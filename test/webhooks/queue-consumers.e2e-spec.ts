import { randomUUID } from 'node:crypto';
import { DeliveryQueues } from '../../src/webhooks/delivery/queue/delivery-queues';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('queue consumers', () => {
  describe('in a process that runs workers', () => {
    let app: WebhookTestApp;
    beforeAll(async () => {
      app = await createWebhookTestApp();
    });
    afterAll(() => app.close());

    it('fails a job whose name no handler declares, instead of completing it unseen', async () => {
      const { outbound } = app.get(DeliveryQueues);
      const job = await outbound.add(
        'reprocess',
        { deliveryId: randomUUID(), subscriptionId: randomUUID(), attempt: 1 },
        { jobId: randomUUID(), attempts: 1 },
      );
      const failed = await eventually(
        async () =>
          (await job.getState()) === 'failed' ? outbound.getJob(job.id ?? '') : undefined,
        10_000,
        'the job to fail',
      );
      expect(failed?.failedReason).toBe(
        'queue webhook-deliveries has no handler for job "reprocess"',
      );
    });
  });

  describe('in an API-only process', () => {
    let app: WebhookTestApp;
    beforeAll(async () => {
      app = await createWebhookTestApp({ RUN_MODE: 'api' });
    });
    afterAll(() => app.close());

    it('consumes nothing: queued work waits for a worker process', async () => {
      const { outbound } = app.get(DeliveryQueues);
      const job = await outbound.add(
        'attempt',
        { deliveryId: randomUUID(), subscriptionId: randomUUID(), attempt: 1 },
        { jobId: randomUUID() },
      );
      await pause(1000);
      expect(await job.getState()).toBe('waiting');
    });
  });
});
