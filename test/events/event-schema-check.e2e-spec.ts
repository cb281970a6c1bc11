import { createTeamOwner } from '../factories/identity.factory';
import {
  checkEvents,
  describeEventViolations,
  eventDataProblems,
  takeEventViolations,
} from '../support/event-schema-check';
import { createTestApp, TestApp } from '../support/test-app';
import { OutboxService } from '../../src/events/outbox.service';
import { EVENT_CATALOG } from '../../src/events/event-schemas';
import { EVENT_TYPES } from '../../src/events/event-types';

/** The e2e hook that checks every event the app writes (test/support/event-schemas.setup.ts). */
describe('event schema check', () => {
  it.each([...EVENT_TYPES])('accepts the catalog example of %s', (type) => {
    expect(eventDataProblems(type, EVENT_CATALOG[type].exampleData)).toEqual([]);
  });

  it('refuses drift in either direction, naming the field and the schema rule', () => {
    const example = EVENT_CATALOG['agent.created'].exampleData;
    const { name: _name, ...missing } = example;
    expect(eventDataProblems('agent.created', missing)).toEqual([
      "data must have required property 'name'",
    ]);
    expect(eventDataProblems('agent.created', { ...example, extra: 1 })).toEqual([
      'data has extra, which the schema does not list',
    ]);
    expect(eventDataProblems('agent.created', { ...example, agentId: 'not-a-uuid' })).toEqual([
      'data.agentId must match format "uuid"',
    ]);
    expect(eventDataProblems('agent.created', { ...example, source: 'stolen' })).toEqual([
      'data.source must be equal to one of the allowed values',
    ]);
    // Nested objects are closed too.
    const bulk = EVENT_CATALOG['agent.bulk.completed'].exampleData;
    expect(
      eventDataProblems('agent.bulk.completed', {
        ...bulk,
        blocked: [{ agentId: '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59', reason: 'x', why: 'y' }],
      }),
    ).toEqual(['data.blocked.0 has why, which the schema does not list']);
    expect(eventDataProblems('agent.teleported', {})).toEqual([
      'agent.teleported is not in the event-type catalog',
    ]);
  });

  describe('over a running app', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('reports an event the app wrote with drifted data, by type and problem', async () => {
      const owner = await createTeamOwner(app);
      const eventId = await app.dataSource.transaction((manager) =>
        app.get(OutboxService).record(manager, owner.teamId, 'agent.archived', {
          agentId: '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59',
          // @ts-expect-error deliberate drift: the type refuses it, and the check must too
          archivedBy: 'someone',
        }),
      );
      await checkEvents();
      // Taken here, so this deliberate drift does not fail the file through the afterEach hook.
      const found = takeEventViolations();
      expect(found).toEqual([
        {
          eventId,
          type: 'agent.archived',
          problems: ['data has archivedBy, which the schema does not list'],
        },
      ]);
      expect(describeEventViolations(found)).toContain(
        `- agent.archived ${eventId}: data has archivedBy, which the schema does not list`,
      );
    });
  });
});
