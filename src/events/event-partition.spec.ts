import { eventCreatedSpanOf } from './event-partition';

/** An event id whose UUIDv7 names `ms`, as outbox_event_id_at writes it. */
function eventId(ms: number, tail = '7abc8def0123456789ab'): string {
  return `evt_${ms.toString(16).padStart(12, '0')}${tail}`;
}

describe('eventCreatedSpanOf', () => {
  const at = Date.parse('2026-11-27T10:11:12.345Z');

  it('spans the one millisecond an event id names, from first to just after last', () => {
    expect(eventCreatedSpanOf([eventId(at)])).toEqual([
      '2026-11-27T10:11:12.345Z',
      '2026-11-27T10:11:12.346Z',
    ]);
    expect(eventCreatedSpanOf([eventId(at + 86_400_000), eventId(at)])).toEqual([
      '2026-11-27T10:11:12.345Z',
      '2026-11-28T10:11:12.346Z',
    ]);
  });

  it('reaches back to the legacy partition for an id that is not a UUIDv7 of its own', () => {
    const legacy = 'evt_3f0e4b5c1d2e4f309a8b7c6d5e4f3a2b';
    expect(eventCreatedSpanOf([legacy])).toEqual(['-infinity', 'infinity']);
    expect(eventCreatedSpanOf([legacy, eventId(at)])).toEqual([
      '-infinity',
      '2026-11-27T10:11:12.346Z',
    ]);
    // Not hex, upper case, or not an event id at all: never read as a millisecond.
    for (const odd of ['evt_' + 'z'.repeat(32), eventId(at).toUpperCase(), 'x'])
      expect(eventCreatedSpanOf([odd])).toEqual(['-infinity', 'infinity']);
  });
});
