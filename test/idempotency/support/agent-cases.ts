import { createAgent } from '../../factories/agents.factory';
import type { ReplayCase } from './replay-case';
import type { CaseWorld } from './replay-world';

const TARGET = { provider: 'openai', model: 'gpt-4.1', temperature: 0.2 };
const COMPACT = { provider: 'meta', model: 'llama-3.1-8b-instruct' };
const switchTo = (agentIds: string[], target: object) => ({
  action: 'switch_model',
  selection: { agentIds },
  target,
});

async function agentIds(world: CaseWorld, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let made = 0; made < count; made += 1)
    ids.push((await createAgent(world.app, world)).agentId);
  return ids;
}

/** The keyed POSTs of the agents API. */
export const AGENT_CASES: Record<string, ReplayCase> = {
  'POST /v1/agents/create': async () => ({
    path: '/v1/agents/create',
    body: { name: 'Replayed agent' },
    status: 201,
    changed: { body: { name: 'Another agent' } },
  }),
  'POST /v1/agents/bulk/count': async (world) => {
    const [agent] = await agentIds(world, 1);
    return {
      path: '/v1/agents/bulk/count',
      body: switchTo([agent], TARGET),
      status: 200,
      changed: { body: switchTo([agent], COMPACT) },
    };
  },
  'POST /v1/agents/bulk': async (world) => {
    const [agent] = await agentIds(world, 1);
    return {
      path: '/v1/agents/bulk',
      body: switchTo([agent], TARGET),
      status: 200,
      changed: { body: switchTo([agent], COMPACT) },
    };
  },
  'POST /v1/agents/{id}/archive': async (world) => {
    const [agent, other] = await agentIds(world, 2);
    return {
      path: `/v1/agents/${agent}/archive`,
      status: 200,
      changed: { path: `/v1/agents/${other}/archive` },
    };
  },
  'POST /v1/agents/{id}/restore': async (world) => {
    const [agent, other] = await agentIds(world, 2);
    for (const id of [agent, other]) await world.post(`/v1/agents/${id}/archive`);
    return {
      path: `/v1/agents/${agent}/restore`,
      status: 200,
      changed: { path: `/v1/agents/${other}/restore` },
    };
  },
  'POST /v1/agents/{id}/clone': async (world) => {
    const [agent] = await agentIds(world, 1);
    return {
      path: `/v1/agents/${agent}/clone`,
      body: { name: 'Replayed clone' },
      status: 201,
      changed: { body: { name: 'Another clone' } },
    };
  },
  'POST /v1/agents/{id}/favorites': async (world) => {
    const [agent, other] = await agentIds(world, 2);
    return {
      path: `/v1/agents/${agent}/favorites`,
      status: 200,
      changed: { path: `/v1/agents/${other}/favorites` },
    };
  },
  'POST /v1/agents/{id}/children': async (world) => {
    const [parent, child, other] = await agentIds(world, 3);
    return {
      path: `/v1/agents/${parent}/children`,
      body: { childAgentId: child },
      status: 200,
      changed: { body: { childAgentId: other } },
    };
  },
  'POST /v1/agents/{id}/versions': async (world) => {
    const [agent] = await agentIds(world, 1);
    return {
      path: `/v1/agents/${agent}/versions`,
      body: { label: 'Replayed draft' },
      status: 201,
      changed: { body: { label: 'Another draft' } },
    };
  },
  'POST /v1/agents/{id}/versions/{versionNumber}/seal': async (world) => {
    const [agent] = await agentIds(world, 1);
    for (const label of ['draft 2', 'draft 3'])
      await world.post(`/v1/agents/${agent}/versions`, { label });
    return {
      path: `/v1/agents/${agent}/versions/2/seal`,
      status: 200,
      changed: { path: `/v1/agents/${agent}/versions/3/seal` },
    };
  },
};
