import type { KeySequencesService } from '../ordering/key-sequences.service';
import type { DeliveryQueues } from '../queue/delivery-queues';
import type { RelayRepository } from '../store/relay.repository';
import { OutboxRelayService, RELAY_BATCH, RELAY_SWEEP_MS } from './outbox-relay.service';

describe('OutboxRelayService: which part of the outbox a batch claims from', () => {
  const spans: Array<[string, string]> = [];
  let relayed = 0;
  const repository = {
    relayOutboxEvents: async (_limit: number, span: [string, string]) => {
      spans.push(span);
      return { relayed, deliveries: [], traced: [] };
    },
  } as unknown as RelayRepository;
  const queues = { queueAttempts: async () => undefined } as unknown as DeliveryQueues;
  const sequences = { releaseFree: async () => 0 } as unknown as KeySequencesService;
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  const recent = ['2026-11-26T00:00:00.000Z', '2026-11-29T00:00:00.000Z'];

  beforeEach(() => {
    spans.length = 0;
    jest.useFakeTimers({ now });
  });
  afterEach(() => jest.useRealTimers());

  it('sweeps the whole outbox first, then the days around today, and sweeps again each interval', async () => {
    const service = new OutboxRelayService(repository, queues, sequences);
    relayed = 3;
    await service.relayBatch();
    await service.relayBatch();
    jest.setSystemTime(now + RELAY_SWEEP_MS);
    await service.relayBatch();
    expect(spans).toEqual([['-infinity', 'infinity'], recent, ['-infinity', 'infinity']]);
  });

  it('keeps sweeping while a sweep comes back full (a backlog older than yesterday)', async () => {
    const service = new OutboxRelayService(repository, queues, sequences);
    relayed = RELAY_BATCH;
    await service.relayBatch();
    await service.relayBatch();
    relayed = 1;
    await service.relayBatch();
    await service.relayBatch();
    expect(spans).toEqual([
      ['-infinity', 'infinity'],
      ['-infinity', 'infinity'],
      ['-infinity', 'infinity'],
      recent,
    ]);
  });
});
