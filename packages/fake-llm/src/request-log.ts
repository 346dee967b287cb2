// Every request the fake received, so tests can assert on what the platform actually sent.
import type { Step } from './script.js';

export type Protocol = 'openai' | 'anthropic';

export interface RecordedRequest {
  protocol: Protocol;
  method: string;
  path: string;
  /** Lower-cased names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw text when it was not valid JSON. */
  body: unknown;
  stream: boolean;
  /** Epoch milliseconds. */
  receivedAt: number;
  /** The step that answered, or null when the request was rejected before consuming one (e.g. invalid JSON). */
  step: Step | null;
  /** The client went away (aborted, timed out) before the answer was complete. */
  cancelled: boolean;
}

interface Waiter {
  count: number;
  resolve: (requests: RecordedRequest[]) => void;
}

export class RequestLog {
  private records: RecordedRequest[] = [];
  private waiters: Waiter[] = [];

  get all(): readonly RecordedRequest[] {
    return this.records;
  }

  add(record: RecordedRequest): void {
    this.records.push(record);
    const satisfied = this.waiters.filter((waiter) => this.records.length >= waiter.count);
    this.waiters = this.waiters.filter((waiter) => !satisfied.includes(waiter));
    for (const waiter of satisfied) waiter.resolve([...this.records]);
  }

  clear(): void {
    this.records = [];
  }

  /** Resolves with the log once it holds at least `count` requests; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs: number): Promise<RecordedRequest[]> {
    if (this.records.length >= count) return Promise.resolve([...this.records]);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        count,
        resolve: (requests) => {
          clearTimeout(timer);
          resolve(requests);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        reject(
          new Error(
            `fake-llm: expected ${count} request(s) within ${timeoutMs} ms, got ${this.records.length}`,
          ),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}
