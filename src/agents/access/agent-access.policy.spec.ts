import type { Agent } from '../entities/agent.entity';
import { AgentCaller, canManage, treeAccessRefusal } from './agent-access.policy';

const installer = 'user-installer';
const agent = (overrides: Partial<Agent> = {}) =>
  ({
    installedBy: installer,
    authorTeamId: null,
    listingTeamId: null,
    accessSettings: { visibility: 'restricted', allowedUserIds: ['user-listed'] },
    ...overrides,
  }) as Agent;
const caller = (userId: string, role: AgentCaller['role'] = 'member'): AgentCaller => ({
  teamId: 'team-1',
  userId,
  role,
});

describe('agent access policy', () => {
  it('lets members manage only the agents they installed', () => {
    expect(canManage(agent(), caller(installer))).toBe(true);
    expect(canManage(agent(), caller('someone'))).toBe(false);
    expect(canManage(agent(), caller('someone', 'admin'))).toBe(true);
  });

  it('keeps tree access to the installer, never the author or listing team', () => {
    expect(treeAccessRefusal(agent(), caller(installer))).toBeUndefined();
    expect(treeAccessRefusal(agent(), caller('someone', 'owner'))).toMatch(/installed/);
    expect(treeAccessRefusal(agent({ authorTeamId: 'team-1' }), caller(installer))).toMatch(
      /author or listing/,
    );
    expect(treeAccessRefusal(agent({ listingTeamId: 'team-1' }), caller(installer))).toMatch(
      /author or listing/,
    );
    expect(
      treeAccessRefusal(agent({ installedBy: null }), caller('someone', 'owner')),
    ).toBeDefined();
  });
});
