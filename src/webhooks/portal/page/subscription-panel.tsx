import { useState } from 'preact/hooks';
import {
  formatTime,
  type PortalApi,
  type StatsWindow,
  type Subscription,
  type SubscriptionStats,
} from './api';
import { DeliveryLog } from './delivery-log';
import { Notice, type Outcome } from './notice';
import { usePolling } from './polling';
import { SettingsForm } from './settings-form';

interface Props {
  api: PortalApi;
  subscription: Subscription;
  readOnly: boolean;
  eventTypes: string[];
  onChanged: () => void;
}

/** One subscription: its health and stats, the owner's actions, its settings and its log. */
export function SubscriptionPanel({ api, subscription, readOnly, eventTypes, onChanged }: Props) {
  const path = `subscriptions/${subscription.subscriptionId}`;
  const [stats, setStats] = useState<SubscriptionStats>();
  const [logVersion, setLogVersion] = useState(0);
  const refreshStats = usePolling(
    async () => setStats(await api.get<SubscriptionStats>(`${path}/stats`).catch(() => stats)),
    5_000,
    [path],
  );
  // A delivery that moved on (a retry that succeeded) changes the health and the stats too.
  const refreshOverview = () => {
    onChanged();
    void refreshStats();
  };
  const changed = () => {
    refreshOverview();
    setLogVersion((version) => version + 1);
  };

  return (
    <section class="panel" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" class="subscription-heading">
        <span class="subscription-url">{subscription.url}</span>
        <StatusBadge subscription={subscription} />
      </h2>
      <Health subscription={subscription} />
      {stats && (
        <div class="stats">
          <StatsTable title="Last hour" window={stats.lastHour} />
          <StatsTable title="Last 24 hours" window={stats.lastDay} />
        </div>
      )}
      {!readOnly && <Actions api={api} path={path} subscription={subscription} onDone={changed} />}
      <SettingsForm
        api={api}
        path={path}
        subscription={subscription}
        eventTypes={eventTypes}
        readOnly={readOnly}
        onSaved={changed}
      />
      <DeliveryLog
        api={api}
        path={path}
        readOnly={readOnly}
        version={logVersion}
        onProgress={refreshOverview}
      />
    </section>
  );
}

function Health({ subscription }: { subscription: Subscription }) {
  const { circuit } = subscription;
  return (
    <dl class="facts">
      <dt>Receiver</dt>
      <dd>
        {circuit.state === 'closed'
          ? 'Answering'
          : circuit.state === 'open'
            ? 'Failing: attempts wait until the circuit breaker lets one through'
            : 'Failing: the next attempt is a probe'}
      </dd>
      <dt>Failures in a row</dt>
      <dd>{circuit.consecutiveFailures}</dd>
      {subscription.disabledReason && (
        <>
          <dt>Disabled because</dt>
          <dd>{subscription.disabledReason}</dd>
        </>
      )}
      <dt>Event types</dt>
      <dd>{subscription.eventTypes ? subscription.eventTypes.join(', ') : 'Every event type'}</dd>
    </dl>
  );
}

function StatsTable({ title, window }: { title: string; window: StatsWindow }) {
  const { failures, latencyMs } = window;
  return (
    <table class="stats-table">
      <caption>{title}</caption>
      <tbody>
        <tr>
          <th scope="row">Attempts</th>
          <td>{window.attempts}</td>
        </tr>
        <tr>
          <th scope="row">Succeeded</th>
          <td>{window.successes}</td>
        </tr>
        <tr>
          <th scope="row">Failed</th>
          <td>
            5xx {failures['5xx']} · 4xx {failures['4xx']} · 3xx {failures['3xx']} · network{' '}
            {failures.network}
          </td>
        </tr>
        <tr>
          <th scope="row">Latency p50 / p95</th>
          <td>
            {latencyMs.p50 ?? '—'} / {latencyMs.p95 ?? '—'} ms
          </td>
        </tr>
        <tr>
          <th scope="row">Last success</th>
          <td>{formatTime(window.lastSuccessAt)}</td>
        </tr>
        <tr>
          <th scope="row">Last failure</th>
          <td>{formatTime(window.lastFailureAt)}</td>
        </tr>
      </tbody>
    </table>
  );
}

interface ActionsProps {
  api: PortalApi;
  path: string;
  subscription: Subscription;
  onDone: () => void;
}

/** Test event, pause or resume, recover a window, rotate the secret (shown once, here only). */
function Actions({ api, path, subscription, onDone }: ActionsProps) {
  const [outcome, setOutcome] = useState<Outcome>();
  const [secret, setSecret] = useState<string>();
  const [since, setSince] = useState(() => localInput(new Date(Date.now() - 3600_000)));
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setOutcome({ ok: true, text: await action() });
      onDone();
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };
  const paused = !subscription.enabled;

  return (
    <section class="actions" aria-label="Actions">
      <div class="button-row">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              await api.post(`${path}/test`);
              return 'A webhook.test event is on its way; it shows in the delivery log.';
            })
          }
        >
          Send test event
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              await api.patch(path, { enabled: paused });
              return paused
                ? 'Resumed: the deliveries kept while paused are sent now.'
                : 'Paused: new deliveries are kept until you resume.';
            })
          }
        >
          {paused ? 'Resume deliveries' : 'Pause deliveries'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              const rotated = await api.post<{ secret: string; previousSecretValidUntil: string }>(
                `${path}/rotate-secret`,
              );
              setSecret(rotated.secret);
              return `New secret issued; the old one keeps signing until ${formatTime(rotated.previousSecretValidUntil)}.`;
            })
          }
        >
          Rotate secret
        </button>
      </div>
      {secret && (
        <p class="secret">
          <span>New signing secret, shown only now:</span> <code>{secret}</code>
        </p>
      )}
      <form
        class="recover"
        onSubmit={(event) => {
          event.preventDefault();
          void act(async () => {
            const result = await api.post<{ recovered: number }>(`${path}/recover`, {
              since: toIso(since),
            });
            return `${result.recovered} failed deliveries queued again.`;
          });
        }}
      >
        <label for="recover-since">Resend failed deliveries since</label>
        <input
          id="recover-since"
          type="datetime-local"
          value={since}
          onInput={(event) => setSince(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          Recover
        </button>
      </form>
      <Notice outcome={outcome} />
    </section>
  );
}

/** A `datetime-local` value (the browser's zone) for this instant. */
function localInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The instant a `datetime-local` value names; the server explains a value it cannot read. */
function toIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Whether events reach the receiver now, in a word. */
export function StatusBadge({ subscription }: { subscription: Subscription }) {
  const label =
    subscription.status === 'active'
      ? subscription.circuit.state === 'closed'
        ? 'Active'
        : 'Active, failing'
      : subscription.status === 'disabled'
        ? subscription.disabledReason === 'manual'
          ? 'Paused'
          : 'Disabled'
        : 'Waiting for verification';
  const tone =
    subscription.status === 'active' && subscription.circuit.state === 'closed'
      ? 'ok'
      : subscription.status === 'disabled'
        ? 'muted'
        : 'warn';
  return <span class={`badge badge-${tone}`}>{label}</span>;
}
