import type { DueDelivery } from '../store/outbound.queries';
import {
  CHALLENGE_NOT_ECHOED,
  echoesChallenge,
  VERIFICATION_EVENT,
} from './challenge-echo';

/** Proof of ownership at attempt time (issue 18 item 5). */

export function isChallenge(due: Pick<DueDelivery, 'type'>): boolean {
  return due.type === VERIFICATION_EVENT;
}

/**
 * Nothing but its challenge goes to a URL that has yet to prove its ownership. The relay and
 * every state change already hold such deliveries; this catches one created or re-queued in a
 * race with the change that made the subscription wait.
 */
export function awaitsOwnershipProof(
  due: Pick<DueDelivery, 'type' | 'verification_status'>,
): boolean {
  return due.verification_status === 'pending' && !isChallenge(due);
}

/** Why a 2xx answer to a challenge does not count (undefined: it echoed, or is no challenge). */
export function challengeRefusal(
  due: Pick<DueDelivery, 'type' | 'data'>,
  body: string | undefined,
): string | undefined {
  if (!isChallenge(due)) return undefined;
  const challenge = due.data.challenge;
  return typeof challenge === 'string' && echoesChallenge(body, challenge)
    ? undefined
    : CHALLENGE_NOT_ECHOED;
}
