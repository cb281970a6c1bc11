import type { DueDelivery } from '../store/due-deliveries.queries';
import { CHALLENGE_NOT_ECHOED, echoesChallenge, VERIFICATION_EVENT } from './challenge-echo';

/** Proof of ownership at attempt time (docs/webhooks-delivery.md, "Proof of ownership"). */

export function isChallenge(due: Pick<DueDelivery, 'type'>): boolean {
  return due.type === VERIFICATION_EVENT;
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
