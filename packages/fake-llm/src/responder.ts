// Per-request scripting: a function that picks each answer from what the request says, for tests
// where many conversations run at once and a shared queue could not tell them apart.
import type { Protocol } from './request-log.js';
import type { Step } from './script.js';

/** A model request as the responder sees it. */
export interface ModelRequest {
  readonly protocol: Protocol;
  readonly path: string;
  /** Lower-cased names; repeated headers joined with ', '. */
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body: model, messages, tools, stream. */
  readonly body: Readonly<Record<string, unknown>>;
  readonly stream: boolean;
}

/** The step that answers a request, or `undefined` to take the next queued step (or the fallback). */
export type Responder = (request: ModelRequest) => Step | undefined;
