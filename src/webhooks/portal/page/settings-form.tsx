import { useState } from 'preact/hooks';
import type { PortalApi, Subscription } from './api';
import { Notice, type Outcome } from './notice';

interface Props {
  api: PortalApi;
  path: string;
  subscription: Subscription;
  eventTypes: string[];
  readOnly: boolean;
  onSaved: () => void;
}

/**
 * Event types and filter. The filter is sent as written (JSON), so the server's own validation
 * explains what is wrong with it; a read-only link shows both as text.
 */
export function SettingsForm({ api, path, subscription, eventTypes, readOnly, onSaved }: Props) {
  const [allTypes, setAllTypes] = useState(subscription.eventTypes === null);
  const [chosen, setChosen] = useState<string[]>(subscription.eventTypes ?? []);
  const [filter, setFilter] = useState(
    subscription.filter ? JSON.stringify(subscription.filter, null, 2) : '',
  );
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const filterText = subscription.filter ? JSON.stringify(subscription.filter, null, 2) : 'None';

  if (readOnly)
    return (
      <section class="settings" aria-labelledby="settings-heading">
        <h3 id="settings-heading">Filter</h3>
        <pre class="code">{filterText}</pre>
      </section>
    );

  const save = async (event: Event) => {
    event.preventDefault();
    let parsedFilter: unknown = null;
    if (filter.trim()) {
      try {
        parsedFilter = JSON.parse(filter);
      } catch {
        setOutcome({ ok: false, error: new Error('The filter is not valid JSON.') });
        return;
      }
    }
    setBusy(true);
    try {
      await api.patch(path, { eventTypes: allTypes ? null : chosen, filter: parsedFilter });
      setOutcome({ ok: true, text: 'Saved: events from now on are chosen by these settings.' });
      onSaved();
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };
  const toggle = (type: string, on: boolean) =>
    setChosen((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  return (
    <details class="settings">
      <summary>Edit event types and filter</summary>
      <form onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>Event types</legend>
          <label class="check">
            <input
              type="checkbox"
              checked={allTypes}
              onChange={(event) => setAllTypes(event.currentTarget.checked)}
            />
            Every event type
          </label>
          <div class="type-grid">
            {!allTypes &&
              eventTypes.map((type) => (
                <label class="check" key={type}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(type)}
                    onChange={(event) => toggle(type, event.currentTarget.checked)}
                  />
                  {type}
                </label>
              ))}
          </div>
        </fieldset>
        <label for="filter-input">Filter (JSON; empty for none)</label>
        <textarea
          id="filter-input"
          rows={4}
          spellcheck={false}
          value={filter}
          onInput={(event) => setFilter(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          Save event types and filter
        </button>
      </form>
      <Notice outcome={outcome} />
    </details>
  );
}
