import type { RecordedRequest } from './request-log.js';
import type { Responder } from './responder.js';
import type { Step } from './script.js';

/** A running fake LLM: its addresses, its script and the requests it received. */
export interface FakeLlm {
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  /** `baseURL` for the `openai` SDK: `url + '/v1'`. */
  readonly openaiBaseUrl: string;
  /** `baseURL` for `@anthropic-ai/sdk`, which appends `/v1/messages` itself. */
  readonly anthropicBaseUrl: string;
  /** Every request received so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** The steps not consumed yet. */
  readonly pendingSteps: readonly Step[];
  /** Appends steps to the script; throws FakeLlmScriptError if one is malformed (then none is queued). */
  enqueue(...steps: Step[]): void;
  /** Drops the pending steps and the request log. */
  reset(): void;
  /** Replaces the responder (`undefined`: none, the queue answers everything). */
  setResponder(respond: Responder | undefined): void;
  /** Resolves with the log once it holds `count` requests; rejects after `timeoutMs` (default 5000). */
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  /** Stops listening and drops every connection, idle keep-alive ones included. */
  close(): Promise<void>;
}
