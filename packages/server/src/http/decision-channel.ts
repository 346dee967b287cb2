import type { Principal } from '../accounts/index.js';
import type { DecisionChannel } from '../db/index.js';
import { principalOf } from './route-access.js';

/** A decision sent with the web UI's session cookie was made in the UI; one with a token, over the API. */
export function decisionChannelOf(request: { principal: Principal | null }): DecisionChannel {
  return principalOf(request).credential.kind === 'session' ? 'ui' : 'api';
}
