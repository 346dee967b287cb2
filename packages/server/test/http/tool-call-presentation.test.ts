import {
  AbstractTool,
  Tool,
  type ToolArguments,
  ToolOperation,
  ToolParameter,
  ToolResult,
  validateToolArguments,
} from '@spora/sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

/** A tool whose operations bind different parameters, declared in a deliberate order. */
@Tool({ name: 'mailer', displayName: 'Mail sender', icon: 'mail', description: 'Send or draft mail.' })
@ToolOperation({ name: 'send', description: 'Send a message', requiresApprovalByDefault: true })
@ToolOperation({ name: 'draft', description: 'Save a draft' })
@ToolParameter({ name: 'to', type: 'string', description: 'Recipient.', required: ['send'] })
@ToolParameter({ name: 'subject', type: 'string', description: 'Subject line.', required: false })
@ToolParameter({ name: 'body', type: 'string', description: 'Message text.', required: false })
@ToolParameter({ name: 'folder', type: 'string', description: 'Draft folder.', required: ['draft'] })
class MailerTool extends AbstractTool {
  async execute(args: ToolArguments): Promise<ToolResult> {
    return ToolResult.ok(`sent to ${String(args.to)}`);
  }

  describeAction(args: ToolArguments): string {
    return `Send "${String(args.subject)}" to ${String(args.to)}`;
  }
}

interface CallBody {
  provider_call_id: string;
  status: string;
  operation: string | null;
  human_description: string | null;
  tool_display_name: string;
  tool_icon: string | null;
  parameter_schema: { properties: Record<string, unknown>; required: string[] } | null;
  decision: { outcome: string; user_id: number | null; decided_at: string; reason: string | null } | null;
  execution_started_at: string | null;
  executed_at: string | null;
}

describe.each(testEngines)('tool calls as a task view shows them, on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    api.platform.tools.register({ kind: 'core' }, MailerTool);
    alice = await api.signUp();
    agentId = (
      await createAgent(api.platform.database.db, alice.id, { tools: { 'core/MailerTool': 'mailer' } })
    ).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const send = (id: string, to = 'ada@example.test') => ({
    id,
    name: 'mailer',
    arguments: { action: 'send', to, subject: 'Hello', body: 'Hi Ada' },
  });

  async function pausedFor(...calls: ReturnType<typeof send>[]): Promise<number> {
    llm.enqueue({ kind: 'tool_calls', calls });
    const task = await api.platform.orchestrator.start(agentId, 'Mail Ada');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    return task.id;
  }

  const callsOf = (response: LightMyRequestResponse): CallBody[] => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.task.tool_calls;
  };

  it('carries the operation-narrowed schema in declaration order, the tool’s name and icon, and the sentence', async () => {
    const taskId = await pausedFor(send('c1'));
    const [call] = callsOf(await alice.request('GET', `/api/v1/tasks/${taskId}`));
    expect(call).toMatchObject({
      operation: 'send',
      status: 'PENDING_APPROVAL',
      tool_display_name: 'Mail sender',
      tool_icon: 'mail',
      human_description: 'Send "Hello" to ada@example.test',
      decision: null,
      execution_started_at: null,
      executed_at: null,
    });
    // `folder` belongs to the other operation; the rest keep the order they were declared in.
    expect(Object.keys(call?.parameter_schema?.properties ?? {})).toEqual([
      'action',
      'to',
      'subject',
      'body',
    ]);
    expect(call?.parameter_schema?.required).toEqual(['to']);
    expect(call?.parameter_schema?.properties.action).toMatchObject({ enum: ['send'] });
  });

  it('keeps the declaration order through the JSON the browser receives', async () => {
    const taskId = await pausedFor(send('c1'));
    const response = await alice.request('GET', `/api/v1/tasks/${taskId}`);
    const body = response.body;
    const positions = ['"to"', '"subject"', '"body"'].map((name) =>
      body.indexOf(name, body.indexOf('"parameter_schema"')),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.every((position) => position > 0)).toBe(true);
  });

  it('lets the browser check an edit with the same schema the server then applies', async () => {
    const taskId = await pausedFor(send('c1'), send('c2'));
    const [first] = callsOf(await alice.request('GET', `/api/v1/tasks/${taskId}`));
    const schema = first?.parameter_schema as Parameters<typeof validateToolArguments>[0];
    const invalidEdit = { action: 'send', subject: 'No recipient' };
    const validEdit = { action: 'send', to: 'grace@example.test', subject: 'Hello', body: 'Edited' };
    expect(validateToolArguments(schema, invalidEdit).ok).toBe(false);
    expect(validateToolArguments(schema, validEdit).ok).toBe(true);

    const refused = await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'approve', arguments: invalidEdit }],
    });
    expect(refused.statusCode).toBe(422);
    const decided = callsOf(
      await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
        decisions: [
          { provider_call_id: 'c1', decision: 'approve', arguments: validEdit },
          { provider_call_id: 'c2', decision: 'reject', reason: 'Not Ada' },
        ],
      }),
    );
    expect(decided[0]?.decision).toMatchObject({ outcome: 'approved', user_id: alice.id, reason: null });
    expect(decided[1]?.decision).toMatchObject({ outcome: 'rejected', user_id: alice.id, reason: 'Not Ada' });
    expect(Date.parse(decided[0]?.decision?.decided_at ?? '')).not.toBeNaN();
  });

  it('shows when an approved call started and finished running', async () => {
    const taskId = await pausedFor(send('c1'));
    await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'approve' }],
    });
    llm.enqueue({ kind: 'text', text: 'Sent.' });
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
    const [call] = callsOf(await alice.request('GET', `/api/v1/tasks/${taskId}`));
    expect(call?.status).toBe('COMPLETED');
    const started = Date.parse(call?.execution_started_at ?? '');
    const finished = Date.parse(call?.executed_at ?? '');
    expect(started).not.toBeNaN();
    expect(finished).toBeGreaterThanOrEqual(started);
  });

  it('names a call of a tool that is not installed by what the model called it, with no schema', async () => {
    llm.enqueue({ kind: 'tool_calls', calls: [{ id: 'x1', name: 'no_such_tool', arguments: {} }] });
    llm.enqueue({ kind: 'text', text: 'Sorry.' });
    const task = await api.platform.orchestrator.start(agentId, 'Try');
    await api.platform.orchestrator.tick(task.id);
    const [call] = callsOf(await alice.request('GET', `/api/v1/tasks/${task.id}`));
    expect(call).toMatchObject({
      tool_display_name: 'no_such_tool',
      tool_icon: null,
      parameter_schema: null,
      status: 'INVALID',
    });
  });
});
