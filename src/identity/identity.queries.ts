import { cols, select } from '../database/selection';
import { Membership } from './membership.entity';
import { User } from './user.entity';

const MEMBER = select(cols(Membership, 'm', ['teamId', 'userId', 'role']));

export const MEMBERSHIP = MEMBER.statement<[teamId: string, userId: string]>({
  name: 'membership',
  text: `SELECT ${MEMBER} FROM memberships m WHERE m.team_id = $1 AND m.user_id = $2`,
});

export const MEMBER_BY_EMAIL = MEMBER.statement<[teamId: string, email: string]>({
  name: 'member_by_email',
  text: `SELECT ${MEMBER} FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.team_id = $1 AND u.email = $2`,
});

const MEMBER_EMAIL = select(cols(User, 'u', ['email']));

export const EMAIL_OF_MEMBER = MEMBER_EMAIL.statement<[teamId: string, userId: string]>({
  name: 'email_of_member',
  text: `SELECT ${MEMBER_EMAIL} FROM users u
    JOIN memberships m ON m.user_id = u.id AND m.team_id = $1
    WHERE u.id = $2`,
});
