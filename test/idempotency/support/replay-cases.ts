import { AGENT_CASES } from './agent-cases';
import { CONTENT_AND_TOKEN_CASES } from './content-cases';
import type { ReplayCase } from './replay-case';
import { WEBHOOK_CASES } from './webhook-cases';

export type { KeyedRequest, PreparedCase, ReplayCase } from './replay-case';

/**
 * Every keyed POST operation, each building what it needs in a team of its own. The spec fails
 * when openapi.json has a keyed POST without an entry here, or an entry names none.
 */
export const REPLAY_CASES: Record<string, ReplayCase> = {
  ...AGENT_CASES,
  ...WEBHOOK_CASES,
  ...CONTENT_AND_TOKEN_CASES,
};
