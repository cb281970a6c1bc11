import type { Principal } from '../common/access/principal';
import { encodeCursor } from '../common/pagination/cursor-page';
import { decodeEventCursor } from './event-cursor';
import {
  EVENT_TYPE_FILTERS,
  isVisibleType,
  typesNamedBy,
  visibleTypePrefixes,
} from './event-visibility';

const token = (...scopes: [string, ('read' | 'write')[]][]): Principal => ({
  kind: 'api_token',
  tokenId: 't',
  userId: 'u',
  teamId: 'team',
  role: 'owner',
  scopes: scopes.map(([entity, actions]) => ({ entity, actions })),
});

describe('event visibility', () => {
  it('shows a type family only with read on its entity', () => {
    expect(visibleTypePrefixes(token(['ai_agents', ['read']]))).toEqual(['agent.']);
    expect(visibleTypePrefixes(token(['ai_agents', ['write']], ['media', ['read']]))).toEqual([]);
    expect(
      visibleTypePrefixes(token(['notifications', ['read']], ['webhooks', ['write', 'read']])),
    ).toEqual(['notification.', 'webhook.']);
    expect(isVisibleType('webhook.test', ['agent.'])).toBe(false);
    expect(isVisibleType('agent.version.sealed', ['agent.'])).toBe(true);
  });

  it('accepts as filters the registry types and the dotted prefixes of each', () => {
    expect(EVENT_TYPE_FILTERS).toEqual(
      expect.arrayContaining(['agent.created', 'agent.*', 'agent.version.*', 'webhook.*']),
    );
    expect(EVENT_TYPE_FILTERS).not.toContain('agent.created.*');
    expect(EVENT_TYPE_FILTERS).not.toContain('*');
  });

  it('names the catalog types of a filter once each, a prefix standing for the types under it', () => {
    expect(typesNamedBy(['webhook.test', 'agent.version.*', 'agent.version.sealed'])).toEqual([
      'agent.version.created',
      'agent.version.sealed',
      'agent.version.deleted',
      'webhook.test',
    ]);
    expect(typesNamedBy(['webhook.subscription.*'])).toEqual([
      'webhook.subscription.disabled',
      'webhook.subscription.failing',
      'webhook.subscription.recovered',
    ]);
  });
});

describe('event cursor', () => {
  it('gives back the position it was issued with, for its own order only', () => {
    const cursor = encodeCursor({ x: '42', s: '7', o: 'asc' });
    expect(decodeEventCursor(cursor, 'asc')).toEqual({ x: '42', s: '7', o: 'asc' });
    expect(() => decodeEventCursor(cursor, 'desc')).toThrow('order=asc');
    expect(decodeEventCursor(undefined, 'desc')).toBeUndefined();
  });

  it('refuses positions Postgres could not compare (a 400, never a 500)', () => {
    for (const position of [
      { x: '9223372036854775808', s: '1', o: 'asc' },
      { x: '-1', s: '1', o: 'asc' },
      { x: '1', s: '1', o: 'sideways' },
    ])
      expect(() => decodeEventCursor(encodeCursor(position), 'asc')).toThrow('cursor');
  });
});
