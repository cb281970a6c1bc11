import { render } from 'preact';
import { App } from './app';

/**
 * The token arrives in the URL fragment, which browsers never send to a server. It is read once,
 * removed from the address bar and history at once, and kept only in memory from then on.
 */
function takeToken(): string | undefined {
  const fragment = window.location.hash.slice(1);
  if (!fragment) return undefined;
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

const token = takeToken();
const root = document.getElementById('portal');
if (root) {
  root.textContent = '';
  render(<App token={token} />, root);
}
