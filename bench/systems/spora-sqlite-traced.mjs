// Spora on SQLite as `spora-sqlite`, with tracing on: every run, model request and tool call is a
// span, batched and exported over OTLP/HTTP (protobuf) to a receiver in this process that reads
// each export and discards it. Side by side with `spora-sqlite`, what tracing costs per step.
import { createServer } from 'node:http';
import { startTracing, stopTracing, tracingSettingsFrom } from '@spora/server';
import { open as openUntraced } from './spora-sqlite.mjs';

export async function open(options) {
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end());
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${receiver.address().port}`;
  startTracing(
    tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'spora-bench' }),
    { info: () => {} },
    'worker',
  );
  const spora = await openUntraced(options);
  return {
    ...spora,
    async close() {
      await spora.close();
      await stopTracing();
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    },
  };
}
