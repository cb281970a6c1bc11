import { useState } from 'preact/hooks';
import { formatTime, type Attempt, type Delivery, type Page, type PortalApi } from './api';
import { Notice, type Outcome } from './notice';
import { usePolling } from './polling';

const PAGE_SIZE = 25;

interface Props {
  api: PortalApi;
  path: string;
  readOnly: boolean;
  /** Changes after an action elsewhere, so that the log loads again at once. */
  version: number;
  /** Called when a delivery shown changed its status since the last load. */
  onProgress: () => void;
}

/**
 * The newest deliveries, refreshed every few seconds, each with its payload and attempts. Event
 * data and receivers' answers are other people's text: rendered as text, never as markup.
 */
export function DeliveryLog({ api, path, readOnly, version, onProgress }: Props) {
  const [deliveries, setDeliveries] = useState<Delivery[]>();
  const [hasMore, setHasMore] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const refresh = usePolling(
    async () => {
      const page = await api
        .get<Page<Delivery>>(`${path}/deliveries?limit=${PAGE_SIZE}`)
        .catch(() => undefined);
      if (!page) return;
      const before = new Map(deliveries?.map((d) => [d.deliveryId, d.status]));
      if (page.data.some((d) => before.has(d.deliveryId) && before.get(d.deliveryId) !== d.status))
        onProgress();
      setDeliveries(page.data);
      setHasMore(page.pagination.hasMore);
    },
    3_000,
    [path, version],
  );
  const retry = async (deliveryId: string) => {
    try {
      await api.post(`${path}/deliveries/${deliveryId}/retry`);
      setOutcome({ ok: true, text: 'Retry queued.' });
      await refresh();
    } catch (error) {
      setOutcome({ ok: false, error });
    }
  };

  return (
    <section class="deliveries" aria-labelledby="deliveries-heading">
      <h3 id="deliveries-heading">Delivery log</h3>
      <Notice outcome={outcome} />
      {!deliveries && <p role="status">Loading deliveries…</p>}
      {deliveries?.length === 0 && <p>No deliveries yet.</p>}
      <ul class="delivery-list">
        {deliveries?.map((delivery) => (
          <li key={delivery.deliveryId} class="delivery" data-delivery-id={delivery.deliveryId}>
            <div class="delivery-summary">
              <span class={`badge badge-${TONES[delivery.status]}`} data-status={delivery.status}>
                {delivery.status}
              </span>
              <span class="delivery-type">{delivery.eventType}</span>
              <span class="delivery-time">{formatTime(delivery.createdAt)}</span>
              <span>
                {delivery.attemptCount} attempt{delivery.attemptCount === 1 ? '' : 's'}
              </span>
              {!readOnly && (
                <button
                  type="button"
                  aria-label={`Retry delivery of ${delivery.eventType} ${delivery.eventId}`}
                  onClick={() => void retry(delivery.deliveryId)}
                >
                  Retry
                </button>
              )}
            </div>
            <details>
              <summary>Payload and attempts</summary>
              <h4>Payload</h4>
              <pre class="code">{JSON.stringify(delivery.payload, null, 2)}</pre>
              <h4>Attempts</h4>
              <Attempts attempts={delivery.attempts} />
            </details>
          </li>
        ))}
      </ul>
      {hasMore && <p class="hint">Older deliveries are not shown here.</p>}
    </section>
  );
}

const TONES: Record<Delivery['status'], string> = {
  succeeded: 'ok',
  failed: 'bad',
  pending: 'warn',
  held: 'muted',
};

function Attempts({ attempts }: { attempts: Attempt[] }) {
  if (attempts.length === 0) return <p>None yet.</p>;
  return (
    <ol class="attempts">
      {attempts.map((attempt) => (
        <li key={attempt.attemptNumber} class="attempt">
          <p>
            <strong>
              #{attempt.attemptNumber} {attempt.status}
            </strong>{' '}
            · {attempt.responseStatus === null ? 'no answer' : `HTTP ${attempt.responseStatus}`} ·{' '}
            {attempt.latencyMs} ms · {formatTime(attempt.startedAt)}
          </p>
          {attempt.failureReason && <p class="attempt-error">{attempt.failureReason}</p>}
          {attempt.responseBody !== null && (
            <>
              <p class="hint">The receiver answered:</p>
              <pre class="code">{attempt.responseBody}</pre>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
