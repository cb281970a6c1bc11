import type { Agent } from '../entities/agent.entity';
import { AgentCaller, canManage, canSee, treeAccessRefusal } from './agent-access.policy';

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
  it('shows a team-visible agent to every member', () => {
    const open = agent({ accessSettings: { visibility: 'team', allowedUserIds: [] } });
    expect(canSee(open, caller('anyone'))).toBe(true);
  });

  it('shows a restricted agent to its installer, listed users, owners and admins only', () => {
    expect(canSee(agent(), caller(installer))).toBe(true);
    expect(canSee(agent(), caller('user-listed'))).toBe(true);
    expect(canSee(agent(), caller('someone', 'admin'))).toBe(true);
    expect(canSee(agent(), caller('someone', 'owner'))).toBe(true);
    expect(canSee(agent(), caller('someone'))).toBe(false);
    expect(canSee(agent(), caller('someone', undefined))).toBe(false);
  });

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
