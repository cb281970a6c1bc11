import { PortalApiError } from './api';

/** The outcome of an action: what was done, or the server's refusal with each detail. */
export type Outcome = { ok: true; text: string } | { ok: false; error: unknown };

export function Notice({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null;
  if (outcome.ok)
    return (
      <p class="notice notice-ok" role="status">
        {outcome.text}
      </p>
    );
  const { error } = outcome;
  const problem = error instanceof PortalApiError ? error.problem : undefined;
  // fetch rejects with a TypeError when nothing came back; other errors are the page's own words.
  const message =
    problem?.message ??
    (error instanceof Error && !(error instanceof TypeError)
      ? error.message
      : 'The request could not be sent; try again.');
  return (
    <div class="notice notice-error" role="alert">
      <p>{message}</p>
      {problem?.details && (
        <ul>
          {problem.details.map((detail) => (
            <li key={`${detail.field}:${detail.message}`}>
              {detail.field ? <code>{detail.field}</code> : null} {detail.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
