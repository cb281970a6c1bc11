import request from 'supertest';
import { emptyConfig, type AgentConfig } from '../../src/agents/agent-config';
import { insertAgentWithFirstVersion } from '../../src/agents/agent-writes';
import type { Agent } from '../../src/agents/entities/agent.entity';
import { AgentOnboardingProgress } from '../../src/agents/entities/agent-onboarding-progress.entity';
import { OutboxService } from '../../src/events/outbox.service';
import type { MembershipRole } from '../../src/common/access/membership-role';
import type { TestApp } from '../support/test-app';
import { addTeamMember, createApiToken, createCaller, scopes } from './identity.factory';

export const AGENT_SCOPES = ['ai_agents:read', 'ai_agents:write', 'ai_agents:delete'];

export interface AgentTestCaller {
  teamId: string;
  userId: string;
  auth: { Authorization: string };
}

/** A team owner with every ai_agents action. */
export async function createAgentCaller(app: TestApp, ...scopePairs: string[]) {
  const { member, auth } = await createCaller(
    app,
    ...(scopePairs.length ? scopePairs : AGENT_SCOPES),
  );
  return { teamId: member.teamId, userId: member.userId, auth };
}

/** Another user of the same team, with the given role and ai_agents scopes. */
export async function createTeammate(
  app: TestApp,
  teamId: string,
  role: MembershipRole = 'member',
  ...scopePairs: string[]
): Promise<AgentTestCaller> {
  const member = await addTeamMember(app, teamId, role);
  const token = await createApiToken(
    app,
    member,
    scopes(...(scopePairs.length ? scopePairs : AGENT_SCOPES)),
  );
  return { teamId, userId: member.userId, auth: { Authorization: `Bearer ${token}` } };
}

/** Creates a custom agent over HTTP, as an integrator would. */
export async function createAgent(
  app: TestApp,
  caller: Pick<AgentTestCaller, 'auth'>,
  body: Record<string, unknown> = {},
): Promise<{ agentId: string } & Record<string, unknown>> {
  const res = await request(app.http)
    .post('/v1/agents/create')
    .set(caller.auth)
    .send({ name: `Agent ${Math.random().toString(36).slice(2, 8)}`, ...body });
  if (res.status !== 201) throw new Error(`createAgent: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Agents that only the platform installs (system agents, marketplace installs): inserted the way
 * the install flow does, with their first sealed version and events.
 */
export async function installAgent(
  app: TestApp,
  fields: Partial<Agent> & Pick<Agent, 'teamId'>,
  config: Partial<AgentConfig> = {},
): Promise<Agent> {
  const fullConfig = {
    ...emptyConfig({ provider: 'anthropic', model: 'claude-sonnet-4-5' }),
    ...config,
  };
  return app.dataSource.transaction((manager) =>
    insertAgentWithFirstVersion(
      manager,
      app.get(OutboxService),
      {
        name: 'Installed agent',
        source: 'marketplace',
        isSystemAgent: false,
        installedBy: null,
        config: fullConfig,
        ...fields,
      },
      { config: fullConfig, label: 'Installed', createdBy: null },
    ),
  );
}

/** What the conversation runtime writes when a user starts onboarding with an agent. */
export async function startOnboarding(
  app: TestApp,
  row: Pick<AgentOnboardingProgress, 'teamId' | 'agentId' | 'userId'> &
    Partial<AgentOnboardingProgress>,
): Promise<void> {
  await app.dataSource.getRepository(AgentOnboardingProgress).insert({
    currentStageKey: null,
    completedStageKeys: [],
    ...row,
  });
}

export { outboxEvents } from './outbox.factory';
