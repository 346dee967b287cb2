/**
 * The token of a link from an e-mail: it travels in the fragment (`#token=…`), which browsers
 * send to no server. Read once, then removed from the address bar and the history entry.
 */
export function takeLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token !== null) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return token;
}
