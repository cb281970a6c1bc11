import type { Operation } from './document';
import type { Refusal } from './plain-violations';

/** What the server answered. */
export interface Answer {
  status: number;
  body: unknown;
  /** Bytes of the request body that was sent. */
  sentBytes: number;
}

/** A verdict: `outcome` names the answer for the counts; `problem` is set when it is wrong. */
export interface Verdict {
  outcome: string;
  problem?: string;
}

const MAX_JSON_BODY = 1024 * 1024;

/**
 * A request the document accepts must not be refused for a rule the document does not state:
 * it gets a 2xx or 3xx, or a 4xx with a code the operation documents for that status that is
 * not a validation failure (404 for an id that names nothing, 409 for a conflict with what
 * exists, 415 for an archive listing of a file that is no ZIP, …). Rules that depend on what
 * exists are kept by the hints (world-hints.ts), so a VALIDATION_ERROR is never explained.
 */
export function judgeValid(operation: Operation, answer: Answer): Verdict {
  const { status } = answer;
  if (status < 400) return { outcome: String(status) };
  const code = errorCode(answer.body);
  const outcome = `${status} ${code}`;
  if (status >= 500) return { outcome, problem: `server error ${outcome}` };
  if (!operation.refusals[String(status)]?.includes(code)) {
    return { outcome, problem: `${outcome}, a code the operation does not document for ${status}` };
  }
  if (code !== 'VALIDATION_ERROR') return { outcome };
  return {
    outcome,
    problem: `refused for a rule the document does not state: ${JSON.stringify(answer.body)}`,
  };
}

/** A request that breaks one stated rule must be refused, as `refusal` says (plain-violations). */
export function judgeInvalid(operation: Operation, refusal: Refusal, answer: Answer): Verdict {
  const { status } = answer;
  const code = errorCode(answer.body);
  const outcome = status < 400 ? String(status) : `${status} ${code}`;
  if (status < 400) return { outcome, problem: `accepted (${status})` };
  if (status >= 500) return { outcome, problem: `server error ${outcome}` };
  if (!operation.refusals[String(status)]?.includes(code)) {
    return { outcome, problem: `${outcome}, a code the operation does not document for ${status}` };
  }
  const expected = {
    credential: [status],
    path: [400, 404],
    'no body': [400, 415],
    validation: answer.sentBytes > MAX_JSON_BODY ? [413] : [400],
  }[refusal];
  return expected.includes(status)
    ? { outcome }
    : { outcome, problem: `refused with ${outcome}, expected ${expected.join(' or ')}` };
}

function errorCode(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : '(no error code)';
}
