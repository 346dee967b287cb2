/**
 * A rehearsal's runs and calls are marked in traces: `invoke_agent` and `execute_tool` spans carry
 * `spora.rehearsal.id`, and a simulated call says where its result came from.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flushTracing, startTracing, stopTracing } from '../../src/telemetry/tracing.js';
import { tracingSettingsFrom } from '../../src/telemetry/tracing-settings.js';
import { type OtlpReceiver, startOtlpReceiver } from '../support/otlp-receiver.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { createRehearsal, ModelsBySystemPrompt } from './rehearsal-support.js';

let receiver: OtlpReceiver;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  startTracing(
    tracingSettingsFrom({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: receiver.url,
      OTEL_TRACES_SAMPLER: 'always_on',
    }),
    { info: () => {} },
    'server',
  );
});

afterAll(async () => {
  await stopTracing();
  await receiver.close();
});

describe.each(testEngines)('rehearsal traces on $name', (engine) => {
  let harness: LoopHarness;
  let models: ModelsBySystemPrompt;

  beforeEach(async () => {
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'sync', () => models);
  });

  afterEach(() => harness.dispose());

  it('marks the run and its calls with the rehearsal, and a simulated call with its source', async () => {
    const db = harness.test.platform.database.db;
    const agent = await harness.agent({
      systemPrompt: 'agent',
      tools: { 'core/SlowLookupTool': 'lookup', 'core/EchoTool': 'echo' },
    });
    const rehearsal = await createRehearsal(db, {
      agentId: agent.id,
      userId: harness.userId,
      scriptedResults: [
        { tool_class: 'core/EchoTool', operation: 'say', result: { success: true, content: 'said' } },
      ],
    });
    models.for('agent').enqueue(
      {
        toolCalls: [
          { id: 'l', name: 'lookup', arguments: { ms: 0 } },
          { id: 'e', name: 'echo', arguments: { text: 'hi' } },
        ],
      },
      { text: 'Done.' },
    );
    const task = await harness.orchestrator.start(agent.id, 'Go', {
      rehearsal: { id: rehearsal.id, ofTaskId: null },
    });
    expect(task.status).toBe('COMPLETED');
    await flushTracing();

    const ofTask = receiver.spans.filter(
      (span) => span.name.startsWith('invoke_agent') && span.attributes['spora.task.id'] === task.id,
    );
    expect(ofTask.length).toBeGreaterThan(0);
    const traceId = ofTask[0]?.traceId;
    for (const run of ofTask) expect(run.attributes['spora.rehearsal.id']).toBe(rehearsal.id);
    const tools = receiver.spans.filter(
      (span) => span.traceId === traceId && span.name.startsWith('execute_tool'),
    );
    const byName = new Map(tools.map((span) => [span.name, span.attributes]));
    expect(byName.get('execute_tool lookup')).toMatchObject({ 'spora.rehearsal.id': rehearsal.id });
    expect(byName.get('execute_tool lookup')?.['spora.tool.simulated_from']).toBeUndefined();
    expect(byName.get('execute_tool echo')).toMatchObject({
      'spora.rehearsal.id': rehearsal.id,
      'spora.tool.simulated_from': 'scripted',
    });
  });
});
