/**
 * Traces of a task's whole life, exported over OTLP/HTTP (protobuf) to a receiver that decodes
 * them with the official OTLP definitions: the request that starts the task, each run, each model
 * request, each tool call, the wait for a person, and a sub-agent, in one trace that survives the
 * platform being stopped and another one deciding and running on.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flushTracing, startTracing, stopTracing } from '../../src/telemetry/tracing.js';
import { tracingSettingsFrom } from '../../src/telemetry/tracing-settings.js';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../support/otlp-receiver.js';
import { allowHandoverTargets, setOperationOverride } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi } from '../support/task-api.js';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { testToolNames } from '../support/test-orchestrator.js';
import { testToolClasses } from '../support/test-tools.js';

const spanKind = { internal: 1, server: 2, client: 3 } as const;
const statusError = 2;

let receiver: OtlpReceiver;

/** Tracing to the receiver, with prompts and results on spans when `captureContent`. */
function traceToReceiver(captureContent: boolean, sampler = 'parentbased_always_on'): void {
  startTracing(
    tracingSettingsFrom({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20collector-token',
      OTEL_SERVICE_NAME: 'spora-under-test',
      OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: String(captureContent),
      OTEL_TRACES_SAMPLER: sampler,
    }),
    { info: () => {} },
    'server',
  );
}

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  traceToReceiver(false);
});

afterAll(async () => {
  await stopTracing();
  await receiver.close();
});

describe.each(testEngines)('task traces on $name', (engine) => {
  const llm = sharedFakeLlm();
  const opened: TestApi[] = [];

  afterEach(async () => {
    // Last opened first: a platform opened on another's database closes before that database goes.
    for (const api of opened.splice(0).reverse()) await api.dispose();
  });

  it('one trace from the request through runs, calls, an approval after a restart and a sub-agent', async () => {
    // The caller's trace, its own for each engine: the receiver keeps every span it was sent.
    const callerTraceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const first = await openTaskApi(engine, llm);
    opened.push(first);
    const alice = await first.signUp();
    const db = first.platform.database.db;
    const helper = await first.agentOf(alice.id, { name: 'Researcher' });
    const lead = await first.agentOf(alice.id, {
      name: 'Lead',
      tools: { ...testToolNames, 'core/HandoverTool': 'handover' },
    });
    await setOperationOverride(db, lead.id, 'core/HandoverTool', 'sub_agent', { requires_approval: 0 });
    await allowHandoverTargets(db, lead.id, [helper.id]);

    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'call_echo', name: 'echo', arguments: { text: 'ping' } },
          { id: 'call_delete', name: 'files', arguments: { action: 'delete', path: '/tmp/old' } },
        ],
      },
      {
        kind: 'tool_calls',
        calls: [
          {
            id: 'call_sub',
            name: 'handover',
            arguments: { op: 'sub_agent', agent_id: helper.id, prompt: 'Look it up' },
          },
        ],
      },
      { kind: 'text', text: 'Found it.' },
      { kind: 'text', text: 'All done.' },
    );
    const started = await alice.request(
      'POST',
      '/api/v1/tasks',
      { agent_id: lead.id, prompt: 'Tidy up' },
      { traceparent: `00-${callerTraceId}-${callerSpanId}-01` },
    );
    expect(started.statusCode, started.body).toBe(201);
    const taskId = (started.json().data.task as { id: number }).id;
    expect((await first.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');

    // The platform stops while the task waits; another one, on the same database, takes over.
    const database = first.platform.config;
    const second = await openTestApi(engine, {
      database: database.database,
      databaseUrl: database.databaseUrl,
    });
    opened.push(second);
    for (const ToolClass of testToolClasses) second.platform.tools.register({ kind: 'core' }, ToolClass);
    await first.platform.close();
    const aliceAgain = await second.signIn(alice.email, alice.password);
    const approved = await aliceAgain.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'call_delete', decision: 'approve' }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const orchestrator = second.platform.orchestrator;
    expect((await orchestrator.tick(taskId)).status).toBe('AWAITING_SUB_AGENTS');
    const child = await second.platform.database.db
      .selectFrom('tasks')
      .select('id')
      .where('parent_task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect((await orchestrator.tick(child.id)).status).toBe('COMPLETED');
    expect((await orchestrator.tick(taskId)).status).toBe('COMPLETED');
    await flushTracing();

    const spans = receiver.spans.filter((span) => span.traceId === callerTraceId);
    const named = (name: string) => spans.filter((span) => span.name === name);
    const one = (name: string) => {
      const found = named(name);
      expect(
        found.map((span) => span.name),
        `one span named ${name}`,
      ).toEqual([name]);
      return found[0] as ReceivedSpan;
    };
    const childrenOf = (parent: ReceivedSpan) => spans.filter((span) => span.parentSpanId === parent.spanId);

    // The request that started the task continues the caller's trace; everything else hangs off it.
    const request = one('POST /api/v1/tasks');
    expect(request).toMatchObject({
      kind: spanKind.server,
      parentSpanId: callerSpanId,
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/v1/tasks',
        'http.response.status_code': 201,
      },
      resource: { 'service.name': 'spora-under-test', 'spora.process.kind': 'server' },
    });
    const leadRuns = named('invoke_agent Lead');
    expect(leadRuns).toHaveLength(3);
    for (const run of leadRuns) {
      expect(run).toMatchObject({
        parentSpanId: request.spanId,
        attributes: {
          'gen_ai.operation.name': 'invoke_agent',
          'gen_ai.agent.id': String(lead.id),
          'gen_ai.agent.name': 'Lead',
          'gen_ai.conversation.id': String(taskId),
          'spora.task.id': taskId,
        },
      });
    }
    expect(leadRuns.map((run) => run.attributes['spora.task.status'])).toEqual([
      'PENDING_APPROVAL',
      'AWAITING_SUB_AGENTS',
      'COMPLETED',
    ]);
    const [pausedRun, resumedRun, lastRun] = leadRuns as [ReceivedSpan, ReceivedSpan, ReceivedSpan];

    // First run: a model request, the call that needed nobody, then the pause.
    expect(childrenOf(pausedRun).map((span) => span.name)).toEqual(['chat fake-model', 'execute_tool echo']);
    const [chat, echo] = childrenOf(pausedRun) as [ReceivedSpan, ReceivedSpan];
    expect(chat).toMatchObject({
      kind: spanKind.client,
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'openai',
        'gen_ai.request.model': 'fake-model',
        'gen_ai.response.finish_reasons': ['tool_calls'],
      },
    });
    expect(chat.attributes['gen_ai.response.model']).toEqual(expect.any(String));
    expect(chat.attributes['gen_ai.usage.input_tokens']).toEqual(expect.any(Number));
    expect(chat.attributes['gen_ai.usage.output_tokens']).toEqual(expect.any(Number));
    // Contents are opt-in, and not opted into here.
    expect(chat.attributes['gen_ai.input.messages']).toBeUndefined();
    expect(echo).toMatchObject({
      kind: spanKind.internal,
      attributes: {
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'echo',
        'gen_ai.tool.call.id': 'call_echo',
        'spora.approval.outcome': 'not_required',
      },
    });
    expect(echo.attributes['gen_ai.tool.call.arguments']).toBeUndefined();

    // The wait for a person: from the call to the decision, made by the platform that decided.
    const wait = one('await_approval files');
    // The decision's request is a trace of its own (no caller's trace came with it), linked from the wait.
    const decision = receiver.spans.find((span) => span.spanId === wait.links[0]?.spanId);
    expect(decision?.name).toBe('POST /api/v1/tasks/:id/approve');
    expect(wait).toMatchObject({
      parentSpanId: request.spanId,
      attributes: {
        'gen_ai.tool.call.id': 'call_delete',
        'spora.approval.outcome': 'approved',
        'spora.approval.decided_by': `user:${alice.id}`,
        'spora.approval.channel': 'ui',
      },
      links: [{ traceId: decision?.traceId, spanId: decision?.spanId }],
    });
    expect(wait.startNanos).toBeLessThan(decision?.startNanos ?? 0n);
    expect(wait.endNanos).toBeGreaterThan(decision?.startNanos ?? 0n);

    // Second run, on the other platform: the approved call, then the model asks for a sub-agent.
    expect(childrenOf(resumedRun).map((span) => span.name)).toEqual([
      'execute_tool files',
      'chat fake-model',
      'execute_tool handover',
      'invoke_agent Researcher',
    ]);
    expect(childrenOf(resumedRun)[0]?.attributes).toMatchObject({
      'gen_ai.tool.call.id': 'call_delete',
      'spora.approval.outcome': 'approved',
      'spora.approval.decided_by': `user:${alice.id}`,
    });
    // The sub-agent's run is in the parent's trace, under the run that delegated to it.
    const helperRun = one('invoke_agent Researcher');
    expect(helperRun.parentSpanId).toBe(resumedRun.spanId);
    expect(helperRun.attributes).toMatchObject({ 'spora.task.id': child.id, 'spora.task.parent_id': taskId });
    expect(childrenOf(helperRun).map((span) => span.name)).toEqual(['chat fake-model']);
    expect(childrenOf(lastRun).map((span) => span.name)).toEqual(['chat fake-model']);

    // Spoken as OTLP/HTTP protobuf, with the configured headers.
    expect(receiver.requests[0]).toMatchObject({
      contentType: 'application/x-protobuf',
      headers: { authorization: 'Bearer collector-token' },
    });
    const stored = await second.platform.database.db
      .selectFrom('tasks')
      .select('trace_parent')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(stored.trace_parent).toBe(`00-${callerTraceId}-${request.spanId}-01`);
  });

  it('puts prompts, completions, tool arguments and results on spans only when an administrator opts in', async () => {
    await stopTracing();
    traceToReceiver(true);
    try {
      const api = await openTaskApi(engine, llm);
      opened.push(api);
      const alice = await api.signUp();
      const agent = await api.agentOf(alice.id, {
        name: `Open book on ${engine.name}`,
        systemPrompt: 'Be brief.',
      });
      llm.enqueue(
        {
          kind: 'tool_calls',
          calls: [{ id: 'call_echo', name: 'echo', arguments: { text: 'secret ping' } }],
        },
        { kind: 'text', text: 'It said secret ping.' },
      );
      const started = await alice.request('POST', '/api/v1/tasks', { agent_id: agent.id, prompt: 'Echo it' });
      const taskId = (started.json().data.task as { id: number }).id;
      expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
      await flushTracing();
      const run = receiver.spans.find(
        (span) =>
          span.name === `invoke_agent Open book on ${engine.name}` &&
          span.attributes['spora.task.id'] === taskId,
      );
      const [firstChat, echo, secondChat] = receiver.spans.filter(
        (span) => span.parentSpanId === run?.spanId,
      );
      expect(JSON.parse(String(firstChat?.attributes['gen_ai.system_instructions']))).toEqual([
        { type: 'text', content: 'Be brief.' },
      ]);
      expect(JSON.parse(String(firstChat?.attributes['gen_ai.input.messages']))).toEqual([
        { role: 'user', parts: [{ type: 'text', content: 'Echo it' }] },
      ]);
      expect(JSON.parse(String(firstChat?.attributes['gen_ai.output.messages']))).toEqual([
        {
          role: 'assistant',
          parts: [{ type: 'tool_call', id: 'call_echo', name: 'echo', arguments: { text: 'secret ping' } }],
          finish_reason: 'tool_calls',
        },
      ]);
      expect(JSON.parse(String(echo?.attributes['gen_ai.tool.call.arguments']))).toEqual({
        text: 'secret ping',
      });
      expect(echo?.attributes['gen_ai.tool.call.result']).toContain('secret ping');
      expect(String(secondChat?.attributes['gen_ai.output.messages'])).toContain('It said secret ping.');
    } finally {
      await stopTracing();
      traceToReceiver(false);
    }
  });

  it('keeps one sampling decision per task: the caller’s, or the first request’s', async () => {
    await stopTracing();
    traceToReceiver(false, 'parentbased_always_off');
    try {
      const api = await openTaskApi(engine, llm);
      opened.push(api);
      const alice = await api.signUp();
      const agent = await api.agentOf(alice.id, { name: `Sampled on ${engine.name}` });
      const runTask = async (headers: Record<string, string>) => {
        llm.enqueue({ kind: 'text', text: 'Done.' });
        const started = await alice.request(
          'POST',
          '/api/v1/tasks',
          { agent_id: agent.id, prompt: 'Hi' },
          headers,
        );
        const taskId = (started.json().data.task as { id: number }).id;
        expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
        const { trace_parent } = await api.platform.database.db
          .selectFrom('tasks')
          .select('trace_parent')
          .where('id', '=', taskId)
          .executeTakeFirstOrThrow();
        return { taskId, traceParent: trace_parent };
      };
      // No caller's trace: the root decision (off) is stored with the task, and its run follows it.
      const unsampled = await runTask({});
      expect(unsampled.traceParent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      // A caller that samples its trace gets the task's spans, whatever the root sampler says.
      const callerTraceId = randomBytes(16).toString('hex');
      const sampled = await runTask({
        traceparent: `00-${callerTraceId}-${randomBytes(8).toString('hex')}-01`,
      });
      expect(sampled.traceParent).toMatch(new RegExp(`^00-${callerTraceId}-[0-9a-f]{16}-01$`));
      await flushTracing();
      const runsOf = (taskId: number) =>
        receiver.spans.filter(
          (span) =>
            span.name === `invoke_agent Sampled on ${engine.name}` &&
            span.attributes['spora.task.id'] === taskId,
        );
      expect(runsOf(unsampled.taskId)).toEqual([]);
      expect(runsOf(sampled.taskId).map((span) => span.traceId)).toEqual([callerTraceId]);
    } finally {
      await stopTracing();
      traceToReceiver(false);
    }
  });

  it('a failed model request is an error span with the provider error code', async () => {
    const api = await openTaskApi(engine, llm);
    opened.push(api);
    const alice = await api.signUp();
    const agent = await api.agentOf(alice.id, { name: `Fragile on ${engine.name}` });
    llm.enqueue({ kind: 'error', status: 400, message: 'bad request' });
    const started = await alice.request('POST', '/api/v1/tasks', { agent_id: agent.id, prompt: 'Hi' });
    const taskId = (started.json().data.task as { id: number }).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('FAILED');
    await flushTracing();
    const run = receiver.spans.find(
      (span) =>
        span.name === `invoke_agent Fragile on ${engine.name}` && span.attributes['spora.task.id'] === taskId,
    );
    expect(run).toMatchObject({ statusCode: statusError, attributes: { 'error.type': 'BAD_REQUEST' } });
    const chat = receiver.spans.find((span) => span.parentSpanId === run?.spanId);
    expect(chat).toMatchObject({
      name: 'chat fake-model',
      statusCode: statusError,
      attributes: { 'error.type': 'BAD_REQUEST', 'http.response.status_code': 400 },
    });
  });
});
