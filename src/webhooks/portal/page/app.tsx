import { useMemo, useState } from 'preact/hooks';
import { formatTime, PortalApi, type PortalLink, type Subscription } from './api';
import { usePolling } from './polling';
import { StatusBadge, SubscriptionPanel } from './subscription-panel';

type Refusal = 'missing' | 'invalid';

/**
 * The portal: the link's subscriptions beside the one chosen. A link that is missing, expired or
 * revoked shows a message and nothing else: everything loaded before is dropped with it.
 */
export function App({ token }: { token: string | undefined }) {
  const [refusal, setRefusal] = useState<Refusal | undefined>(token ? undefined : 'missing');
  const api = useMemo(() => token && new PortalApi(token, () => setRefusal('invalid')), [token]);
  const [link, setLink] = useState<PortalLink>();
  const [subscriptions, setSubscriptions] = useState<Subscription[]>();
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string>();
  const [loadError, setLoadError] = useState<string>();

  const reload = usePolling(
    async () => {
      if (!api || refusal) return;
      try {
        const [current, page] = await Promise.all([
          api.get<PortalLink>('link'),
          api.get<{ data: Subscription[] }>('subscriptions?limit=100'),
        ]);
        if (eventTypes.length === 0)
          setEventTypes(
            (await api.get<{ data: { type: string }[] }>('event-types')).data.map((t) => t.type),
          );
        setLink(current);
        setSubscriptions(page.data);
        setLoadError(undefined);
      } catch {
        setLoadError('The portal could not load; it tries again in a few seconds.');
      }
    },
    10_000,
    [api, refusal],
  );

  if (refusal) return <Refused refusal={refusal} />;
  if (!link || !subscriptions)
    return (
      <main class="portal">
        <p role="status">{loadError ?? 'Loading…'}</p>
      </main>
    );

  const selected =
    subscriptions.find((s) => s.subscriptionId === selectedId) ?? subscriptions[0] ?? undefined;
  return (
    <div class="portal">
      <header class="portal-header">
        <h1>Webhook portal</h1>
        <p class="link-facts">
          {link.readOnly && <span class="badge badge-muted">Read-only link</span>}
          <span>Link valid until {formatTime(link.expiresAt)}</span>
        </p>
      </header>
      {loadError && (
        <p class="notice notice-error" role="alert">
          {loadError}
        </p>
      )}
      <div class="portal-body">
        <nav class="subscription-list" aria-label="Subscriptions">
          <h2>Subscriptions</h2>
          {subscriptions.length === 0 && <p>This link shows no subscriptions.</p>}
          <ul>
            {subscriptions.map((subscription) => (
              <li key={subscription.subscriptionId}>
                <button
                  type="button"
                  class="subscription-choice"
                  aria-current={subscription === selected ? 'true' : undefined}
                  onClick={() => setSelectedId(subscription.subscriptionId)}
                >
                  <span class="subscription-url">{subscription.url}</span>
                  <StatusBadge subscription={subscription} />
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <main class="subscription-main">
          {selected && api && (
            <SubscriptionPanel
              key={selected.subscriptionId}
              api={api}
              subscription={selected}
              readOnly={link.readOnly}
              eventTypes={eventTypes}
              onChanged={() => void reload()}
            />
          )}
        </main>
      </div>
    </div>
  );
}

function Refused({ refusal }: { refusal: Refusal }) {
  return (
    <main class="portal refused">
      <h1>Webhook portal</h1>
      <div class="notice notice-error" role="alert">
        {refusal === 'missing' ? (
          <p>
            Open this page through a portal link. The link is shown once; if you reloaded the page
            or lost it, ask the team for a new one.
          </p>
        ) : (
          <p>
            This portal link has expired or was revoked. Ask the team that sent it for a new link.
          </p>
        )}
      </div>
    </main>
  );
}
