import { notificationEntry } from './world-makers';
import { Pools, sameId } from './pools';

/** What one answered request tells the pools: `params` are the path values that were sent. */
export interface Outcome {
  operation: string;
  params: Record<string, string>;
  status: number;
  body: unknown;
  /** The JSON body that was sent, when it parses. */
  sent?: unknown;
}

/** A response or request body as the learners read it (fields of a JSON object). */
type Fields = Record<string, string>;

type Learner = (
  pools: Pools,
  params: Record<string, string>,
  body: Fields,
  sent: Fields | undefined,
) => void;

/**
 * Keeps the fuzzed team's pools true to what the requests did: resources created by a 2xx are
 * reused by later requests (so their paths go deep too), deleted or revoked ones are dropped.
 */
const LEARNERS: Record<string, Learner> = {
  'POST /v1/agents/create': (pools, _params, body) =>
    pools.add('agent', { id: body.agentId }, true),
  'POST /v1/agents/{id}/clone': (pools, _params, body) =>
    pools.add('agent', { id: body.agentId }, true),
  'DELETE /v1/agents/{id}': (pools, params) => {
    pools.remove('agent', 'id', params.id);
    pools.remove('edge', 'parentId', params.id);
    pools.remove('edge', 'childId', params.id);
    pools.remove('version', 'agentId', params.id);
  },
  'POST /v1/agents/{id}/children': (pools, params, body) => {
    if (body.childAgentId)
      pools.add('edge', { parentId: params.id, childId: body.childAgentId }, true);
  },
  'DELETE /v1/agents/{id}/children/{childId}': (pools, params) =>
    pools.removeWhere(
      'edge',
      (edge) => sameId(edge.parentId, params.id) && sameId(edge.childId, params.childId),
    ),
  'POST /v1/agents/{id}/versions': (pools, params, body) =>
    pools.add('version', { agentId: params.id, number: String(body.versionNumber) }, true),
  'DELETE /v1/agents/{id}/versions/{versionNumber}': (pools, params) =>
    pools.removeWhere(
      'version',
      (version) => sameId(version.agentId, params.id) && version.number === params.versionNumber,
    ),
  'POST /v1/webhooks/inbound-endpoints': (pools, _params, body) =>
    pools.add(
      'inbound',
      { endpointId: body.endpointId, token: body.token, secret: body.signingSecret },
      true,
    ),
  'POST /v1/webhooks/inbound-endpoints/{endpointId}/rotate-token': (pools, params, body) =>
    pools.update('inbound', 'endpointId', params.endpointId, { token: body.token }),
  'POST /v1/webhooks/subscriptions': (pools, _params, body) =>
    pools.add('subscription', { id: body.subscriptionId }, true),
  'DELETE /v1/webhooks/subscriptions/{subscriptionId}': (pools, params) => {
    pools.remove('subscription', 'id', params.subscriptionId);
    pools.remove('delivery', 'subscriptionId', params.subscriptionId);
  },
  'GET /v1/webhooks/subscriptions/{subscriptionId}/deliveries': (pools, params, body) => {
    const known = new Set(pools.list('delivery').map((delivery) => delivery.id));
    for (const delivery of (body.data ?? []) as unknown as { deliveryId: string }[]) {
      if (!known.has(delivery.deliveryId))
        pools.add(
          'delivery',
          { id: delivery.deliveryId, subscriptionId: params.subscriptionId },
          true,
        );
    }
  },
  'POST /v1/media': (pools, _params, body) => pools.add('media', { id: body.mediaId }, true),
  'DELETE /v1/media/{mediaId}': (pools, params) => {
    pools.remove('media', 'id', params.mediaId);
    pools.remove('mediaShare', 'mediaId', params.mediaId);
  },
  'POST /v1/media/{mediaId}/shares': (pools, params, body) =>
    pools.add('mediaShare', { id: body.shareId, token: body.token, mediaId: params.mediaId }, true),
  'DELETE /v1/media/shares/{shareId}': (pools, params) =>
    pools.remove('mediaShare', 'id', params.shareId),
  'POST /v1/knowledge': (pools, _params, body) =>
    pools.add('knowledge', { id: body.entryId }, true),
  'POST /v1/knowledge/{entryId}/shares': (pools, params, body) =>
    pools.add(
      'knowledgeShare',
      { id: body.shareId, token: body.token, entryId: params.entryId },
      true,
    ),
  'DELETE /v1/knowledge/shares/{shareId}': (pools, params) =>
    pools.remove('knowledgeShare', 'id', params.shareId),
  'POST /v1/visual-pages': (pools, _params, body) =>
    pools.add('page', { id: body.pageId, teamId: '' }, true),
  'DELETE /v1/visual-pages/{pageId}': (pools, params) => {
    pools.remove('page', 'id', params.pageId);
    pools.remove('publishedPage', 'id', params.pageId);
  },
  'POST /v1/notifications': (pools, _params, body) =>
    pools.add('notification', notificationEntry(body as never), true),
  'POST /v1/unsubscribe-tokens/revocations': (pools, _params, _body, sent) =>
    pools.remove('notification', 'unsubscribeToken', String(sent?.token)),
  'POST /v1/launch-unsubscribe-links': (pools, _params, body) =>
    pools.add('launch', { token: body.token }, true),
  'POST /v1/api-tokens': (pools, _params, body) => pools.add('apiToken', { id: body.id }, true),
  'DELETE /v1/api-tokens/{id}': (pools, params) => pools.remove('apiToken', 'id', params.id),
};

/** Applies a 2xx outcome to the pools; anything else leaves them as they were. */
export function learn(pools: Pools, outcome: Outcome): void {
  if (outcome.status < 200 || outcome.status >= 300) return;
  if (typeof outcome.body !== 'object' || outcome.body === null) return;
  const cursor = (outcome.body as { pagination?: { cursor?: unknown } }).pagination?.cursor;
  if (typeof cursor === 'string' && cursor) pools.add('cursor', { value: cursor }, true);
  const learner = LEARNERS[outcome.operation];
  if (!learner) return;
  const sent = typeof outcome.sent === 'object' && outcome.sent !== null ? outcome.sent : undefined;
  const params = Object.fromEntries(
    Object.entries(outcome.params).map(([name, value]) => [name, decoded(value).trim()]),
  );
  learner(pools, params, outcome.body as Fields, sent as Fields);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
