import type { EntityManager } from 'typeorm';
import type { CommittedEvents } from './committed-events';
import { EVENT_DATA_SCHEMAS } from './event-schemas';
import type { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';

/** Where @nestjs/swagger keeps the names of a class's documented properties (`:name`). */
const DOCUMENTED_PROPERTIES = 'swagger/apiModelPropertiesArray';
const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';

function outboxOver(written: unknown[]) {
  const repository = {
    record: (_teamId: string, _type: string, data: object) => {
      written.push(data);
      return Promise.resolve('evt_0');
    },
  } as unknown as OutboxRepository;
  const committed = { note: () => undefined } as unknown as CommittedEvents;
  return new OutboxService(committed, repository);
}

const inTransaction = { queryRunner: { isTransactionActive: true, data: {} } } as EntityManager;

describe('OutboxService.record: the data of an event type is what its catalog schema describes', () => {
  it('passes a payload of its type on to the one writer', async () => {
    const written: unknown[] = [];
    await outboxOver(written).record(inTransaction, 'team', 'agent.version.deleted', {
      agentId: AGENT,
      versionNumber: 2,
    });
    expect(written).toEqual([{ agentId: AGENT, versionNumber: 2 }]);
  });

  it('refuses, at compile time, a field the catalog does not describe and a missing one', () => {
    // Type-checked by `tsc --noEmit` (npm run check): each directive fails the check once the
    // line below it compiles. Never called, so nothing is written.
    const producers = (outbox: OutboxService) => [
      outbox.record(inTransaction, 'team', 'agent.archived', {
        agentId: AGENT,
        // @ts-expect-error a field agent.archived's schema does not list
        archivedBy: 'someone',
      }),
      // @ts-expect-error versionNumber, which agent.version.deleted requires, is missing
      outbox.record(inTransaction, 'team', 'agent.version.deleted', { agentId: AGENT }),
      outbox.record(inTransaction, 'team', 'notification.read', {
        notificationId: AGENT,
        userId: AGENT,
        category: 'mention',
        // @ts-expect-error a Date is not the ISO text the schema describes
        readAt: new Date(),
        via: 'open',
      }),
      outbox.record(inTransaction, 'team', 'notification.unsubscribed', {
        scope: 'address',
        source: 'launch-unsubscribe',
        linkTokenSha256: 'e3b0',
        // @ts-expect-error a field of the type's other shape (a member's category unsubscribe)
        userId: AGENT,
      }),
    ];
    expect(typeof producers).toBe('function');
  });

  it.each(EVENT_DATA_SCHEMAS.map((schema) => [schema.name, schema] as const))(
    '%s documents exactly the fields its type declares',
    (_name, schema) => {
      // Class fields are defined on every instance (ES2022 class fields), decorated or not.
      const declared = Object.keys(new schema()).sort();
      const documented = (
        (Reflect.getMetadata(DOCUMENTED_PROPERTIES, schema.prototype) ?? []) as string[]
      )
        .map((key) => key.replace(/^:/, ''))
        .sort();
      expect(declared).toEqual(documented);
    },
  );
});
