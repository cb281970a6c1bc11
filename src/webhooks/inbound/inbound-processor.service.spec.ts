import type { InboundDeliveriesRepository } from './inbound-deliveries.repository';
import {
  INBOUND_FULL_SWEEP_MS,
  INBOUND_PROCESS_BATCH,
  InboundProcessorService,
} from './inbound-processor.service';

describe('InboundProcessorService', () => {
  const at = Date.parse('2026-11-27T10:00:00.000Z');
  const recent = ['2026-11-26T00:00:00.000Z', '2026-11-29T00:00:00.000Z'];
  const everyDay = ['-infinity', 'infinity'];
  let processed: number[];
  let spans: string[][];
  let service: InboundProcessorService;

  beforeEach(() => {
    processed = [];
    spans = [];
    const repository = {
      processPending: (_limit: number, span: [string, string]) => {
        spans.push(span);
        return Promise.resolve(processed.shift() ?? 0);
      },
    } as unknown as InboundDeliveriesRepository;
    service = new InboundProcessorService(repository);
  });
  afterEach(() => jest.restoreAllMocks());

  const poll = async (now: number) => {
    jest.spyOn(Date, 'now').mockReturnValue(now);
    return service.processPending();
  };

  it('claims from every day first and once a minute, from yesterday to tomorrow in between', async () => {
    await poll(at);
    await poll(at + 100);
    await poll(at + INBOUND_FULL_SWEEP_MS - 1);
    await poll(at + INBOUND_FULL_SWEEP_MS);
    expect(spans).toEqual([everyDay, recent, recent, everyDay]);
  });

  it('keeps claiming from every day while that finds full batches (a backlog)', async () => {
    processed = [INBOUND_PROCESS_BATCH, INBOUND_PROCESS_BATCH, 3, 0];
    for (let i = 0; i < 4; i += 1) await poll(at + i);
    expect(spans).toEqual([everyDay, everyDay, everyDay, recent]);
  });
});
