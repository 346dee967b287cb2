/**
 * `spora serve` with two loop threads, traced to an OTLP receiver: each thread sends its own spans,
 * labelled with its process's kind and its number.
 */
import type { Step } from '@spora/fake-llm';
import { describe, expect, it } from 'vitest';
import { startOtlpReceiver } from '../support/otlp-receiver.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { startThreadedServer, terminalStatuses, waitForStatus } from './threaded-server.js';

describe('loop threads, traced', () => {
  const llm = sharedFakeLlm();

  it("sends each thread's spans as its process's, with the thread's number", async () => {
    const engine = testEngines[0];
    if (engine === undefined) throw new Error('no database engine to test on');
    const receiver = await startOtlpReceiver();
    try {
      const running = await startThreadedServer(engine, llm, {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url.replace('/v1/traces', ''),
        OTEL_SERVICE_NAME: 'spora-loop-threads',
      });
      try {
        llm.setResponder(() => ({ kind: 'text', text: 'Done.' }) satisfies Step);
        const ids = await Promise.all(
          Array.from({ length: 6 }, (_, n) => running.api.startTask(running.agentId, `traced ${n}`)),
        );
        for (const id of ids)
          expect(await waitForStatus(running, id, (status) => terminalStatuses.has(status))).toBe(
            'COMPLETED',
          );
      } finally {
        // A graceful stop sends what each thread still has batched.
        await running.dispose();
      }
      const threadSpans = receiver.spans.filter((span) => span.resource['spora.loop_thread'] !== undefined);
      expect(threadSpans.length).toBeGreaterThan(0);
      for (const span of threadSpans) {
        expect(span.resource).toMatchObject({
          'service.name': 'spora-loop-threads',
          'spora.process.kind': 'server',
        });
        expect([0, 1]).toContain(span.resource['spora.loop_thread']);
      }
    } finally {
      await receiver.close();
    }
  }, 120_000);
});
