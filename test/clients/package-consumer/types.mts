// Type-checked against the declarations of the `import` condition (nodenext), not run.
import {
  createPlatformClient,
  offsetItems,
  unwrap,
  verifyStandardWebhook,
  verifyWebhook,
  type PlatformClient,
  type WebhookEvent,
} from '@platform/api-client';

const api: PlatformClient = createPlatformClient({ baseUrl: 'http://localhost:3000', token: 't' });
const agent = await unwrap(api.POST('/v1/agents/create', { body: { name: 'Typed' } }));
export const agentId: string = agent.agentId;
for await (const each of offsetItems((page) => api.GET('/v1/agents', { params: { query: page } })))
  console.log(each.name satisfies string);
// @ts-expect-error an operation the document does not have
await api.GET('/v1/no-such-path');
// @ts-expect-error a body without the required name
await api.POST('/v1/agents/create', { body: {} });
export const events: WebhookEvent[] = [
  verifyWebhook('{}', { 'x-webhook-signature': 's' }, 'whsec_x'),
  verifyStandardWebhook(new Uint8Array(), new Headers(), 'whsec_x'),
];
