/** A user's role in a team (platform.md, Identity and tenancy). */
export type MembershipRole = 'owner' | 'admin' | 'member';
