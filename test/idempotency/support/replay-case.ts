import type { Response } from 'supertest';
import type { CaseWorld } from './replay-world';

/** One keyed request: JSON body, multipart file part, or neither. */
export interface KeyedRequest {
  path: string;
  body?: object;
  file?: { name: string; bytes: Buffer };
  /** Sent with the owner's session instead of the API token. */
  session?: boolean;
}

export interface PreparedCase extends KeyedRequest {
  status: number;
  /** The same key on another body or path: 422 IDEMPOTENCY_KEY_REUSED, nothing done. */
  changed: Partial<KeyedRequest>;
  /** What the operation does outside Postgres, counted (receiver calls, stored files). */
  outside?: { what: string; count: () => number };
  /** Further proof after the replay (the secret the first answer issued works, …). */
  check?: (first: Response, replay: Response) => Promise<void>;
}

/** Builds, in the case's own team, what one keyed POST needs, and says how to send it. */
export type ReplayCase = (world: CaseWorld) => Promise<PreparedCase>;
