import { randomBytes } from 'node:crypto';
import { ApiTokensService } from '../../src/api-tokens/api-tokens.service';
import { ApiTokenCreateDto } from '../../src/api-tokens/dto/api-token-create.dto';
import { SessionTokensService } from '../../src/auth/session-tokens.service';
import type { TokenScope } from '../../src/common/access/principal';
import { IdentityService } from '../../src/identity/identity.service';
import type { MembershipRole } from '../../src/common/access/membership-role';
import { noteTestTeam } from '../support/event-schema-check';
import type { TestApp } from '../support/test-app';

export interface TestMember {
  teamId: string;
  userId: string;
  email: string;
  role: MembershipRole;
  sessionToken: string;
}

function unique(): string {
  return randomBytes(4).toString('hex');
}

/** A new team with its owner and a session for them. */
export async function createTeamOwner(
  app: TestApp,
  teamName = `Team ${unique()}`,
): Promise<TestMember> {
  const email = `owner-${unique()}@example.test`;
  const member = await app.get(IdentityService).bootstrap(teamName, email);
  noteTestTeam(member.teamId);
  const sessionToken = await app.get(SessionTokensService).issue(member);
  return { ...member, email, sessionToken };
}

/** Another user in an existing team. */
export async function addTeamMember(
  app: TestApp,
  teamId: string,
  role: MembershipRole = 'member',
): Promise<TestMember> {
  const email = `member-${unique()}@example.test`;
  const member = await app.get(IdentityService).addMember(teamId, email, role);
  const sessionToken = await app.get(SessionTokensService).issue(member);
  return { ...member, email, sessionToken };
}

/** Parses `entity:action` shorthands: `['ai_agents:read', 'ai_agents:write']`. */
export function scopes(...pairs: string[]): TokenScope[] {
  const byEntity = new Map<string, TokenScope>();
  for (const pair of pairs) {
    const [entity, action] = pair.split(':') as [string, TokenScope['actions'][number]];
    const scope = byEntity.get(entity) ?? { entity, actions: [] };
    scope.actions.push(action);
    byEntity.set(entity, scope);
  }
  return [...byEntity.values()];
}

/** An API token secret for the member, created through the service (the HTTP path has its own tests). */
export async function createApiToken(
  app: TestApp,
  member: Pick<TestMember, 'teamId' | 'userId'>,
  tokenScopes: TokenScope[],
  extra: Partial<ApiTokenCreateDto> = {},
): Promise<string> {
  const created = await app.get(ApiTokensService).create(member, {
    name: `test ${unique()}`,
    scopes: tokenScopes,
    ...extra,
  });
  return created.token;
}

/** A team owner plus an API token with the given scopes: the usual starting point of a test. */
export async function createCaller(app: TestApp, ...scopePairs: string[]) {
  const member = await createTeamOwner(app);
  const token = await createApiToken(app, member, scopes(...scopePairs));
  return { member, token, auth: { Authorization: `Bearer ${token}` } };
}
