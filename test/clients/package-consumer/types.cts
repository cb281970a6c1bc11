// Type-checked against the declarations of the `require` condition (nodenext), not run.
import { ApiError, createPlatformClient, unwrap, type WebhookRefusal } from '@platform/api-client';

const api = createPlatformClient({
  baseUrl: 'http://localhost:3000',
  token: () => 't',
  retries: 1,
});

export async function agentName(id: string): Promise<string> {
  try {
    const agent = await unwrap(api.GET('/v1/agents/{id}', { params: { path: { id } } }));
    return agent.name;
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.code}`;
    throw error;
  }
}

export const refusal: WebhookRefusal = 'signature_mismatch';
