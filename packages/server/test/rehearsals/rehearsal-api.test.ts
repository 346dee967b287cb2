/**
 * The rehearsal API: what a request must carry and the codes it is refused with (nothing written
 * then), and a rehearsal of one prompt whose task is marked and kept out of the real task list.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openRehearsalApiFixture, type RehearsalApiFixture } from './rehearsal-api-fixture.js';

interface RehearsalBody {
  id: number;
  status: string;
  source: { kind: string; count?: number };
  runs: {
    task_id: number;
    prompt: string;
    status: string;
    final_response: string | null;
    usage: { input_tokens: number; output_tokens: number };
    conversation: { role: string; content: string | null }[];
    compared_with: { task_id: number; differences: { answer_changed: boolean } } | null;
  }[];
  totals: { input_tokens: number; output_tokens: number };
}

describe.each(testEngines)('rehearsal API on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: RehearsalApiFixture;

  beforeEach(async () => {
    fixture = await openRehearsalApiFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it('rehearses one prompt: the report holds the conversation, the answer and the tokens', async () => {
    llm.enqueue({ kind: 'text', text: 'Ticket triaged.', usage: { inputTokens: 30, outputTokens: 5 } });
    const response = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Triage ticket 7' },
      proposal: { system_prompt: 'You triage carefully.' },
    });
    expect(response.statusCode).toBe(201);
    const made = (response.json() as { data: RehearsalBody }).data;
    expect(made).toMatchObject({
      status: 'completed',
      source: { kind: 'prompt' },
      totals: { input_tokens: 30, output_tokens: 5 },
    });
    expect(made.runs).toHaveLength(1);
    expect(made.runs[0]).toMatchObject({
      prompt: 'Triage ticket 7',
      status: 'COMPLETED',
      final_response: 'Ticket triaged.',
      compared_with: null,
    });
    expect(made.runs[0]?.conversation.map((line) => line.role)).toEqual(['user', 'assistant']);

    const read = await fixture.owner.request('GET', `/api/v1/rehearsals/${made.id}`);
    expect((read.json() as { data: RehearsalBody }).data).toEqual(made);
    const listed = await fixture.owner.request('GET', `/api/v1/agents/${fixture.agentId}/rehearsals`);
    expect(listed.json()).toMatchObject({
      data: { items: [{ id: made.id, status: 'completed', run_count: 1 }], pagination: { total: 1 } },
    });
  });

  it('runs a proposed model as the rehearsal task’s model', async () => {
    llm.enqueue({ kind: 'text', text: 'Done.' });
    const response = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Hello' },
      proposal: { llm_configuration_id: fixture.modelId },
    });
    expect(response.statusCode).toBe(201);
    const taskId = (response.json() as { data: RehearsalBody }).data.runs[0]?.task_id as number;
    const task = await fixture.api.platform.database.db
      .selectFrom('tasks')
      .select(['llm_driver_config_id', 'rehearsal_id'])
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task.llm_driver_config_id).toBe(fixture.modelId);
    expect(task.rehearsal_id).not.toBeNull();
  });

  it.each([
    [
      'an unknown tool class',
      { proposal: { tools: [{ tool_class: 'core/NoSuchTool', enabled: true }] } },
      422,
      'REHEARSAL_TOOL_UNKNOWN',
    ],
    [
      'an operation its tool does not have',
      {
        proposal: {
          tools: [{ tool_class: 'core/CalculatorTool', enabled: true, operations: { explode: true } }],
        },
      },
      422,
      'REHEARSAL_OPERATION_UNKNOWN',
    ],
    [
      'a scripted result for an unknown tool',
      {
        scripted_results: [
          { tool_class: 'core/NoSuchTool', operation: 'run', result: { success: true, content: 'ok' } },
        ],
      },
      422,
      'REHEARSAL_TOOL_UNKNOWN',
    ],
    [
      'a model that does not exist',
      { proposal: { llm_configuration_id: 999_999 } },
      422,
      'REHEARSAL_MODEL_UNUSABLE',
    ],
    [
      'a proposed approval rule for a tool that does not exist',
      { proposal: { approval_rules: [{ tool_name: 'no_such_tool', outcome: 'deny' }] } },
      422,
      'RULE_UNKNOWN_TOOL',
    ],
    [
      'a proposed approval rule whose condition reads an argument the tool does not have',
      {
        proposal: {
          approval_rules: [{ tool_name: 'calculator', condition: 'args.nothing == 1', outcome: 'allow' }],
        },
      },
      422,
      'RULE_UNKNOWN_ARGUMENT',
    ],
    [
      'a proposed approval rule with an outcome rules do not have',
      { proposal: { approval_rules: [{ tool_name: 'calculator', outcome: 'maybe' }] } },
      422,
      'VALIDATION_ERROR',
    ],
    ['an unknown proposal field', { proposal: { temperature: 2 } }, 422, 'VALIDATION_ERROR'],
    ['an empty prompt', { source: { kind: 'prompt', prompt: '   ' } }, 422, 'VALIDATION_ERROR'],
    ['more than 20 past tasks', { source: { kind: 'past_tasks', count: 21 } }, 422, 'VALIDATION_ERROR'],
    ['an unknown source', { source: { kind: 'schedule' } }, 422, 'VALIDATION_ERROR'],
    ['no past tasks to repeat', { source: { kind: 'past_tasks', count: 3 } }, 409, 'NO_PAST_TASKS'],
    [
      'a prompt set that does not exist',
      { source: { kind: 'prompt_set', prompt_set_id: 4242 } },
      404,
      'NOT_FOUND',
    ],
  ])('refuses %s, and writes nothing', async (_what, body, status, code) => {
    const response = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Hello' },
      ...body,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { code } });
    expect(await fixture.rowCounts()).toEqual({ rehearsals: 0, tasks: 0 });
    expect(llm.requests).toHaveLength(0);
  });

  it('refuses a model of another user', async () => {
    const stranger = await fixture.api.signUp();
    const theirs = await stranger.request('POST', '/api/v1/llm-configs', {
      name: 'Mine',
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: { base_url: llm.openaiBaseUrl, api_key: 'k', model: 'm' },
    });
    expect(theirs.statusCode).toBe(201);
    const theirId = (theirs.json() as { data: { config: { id: number } } }).data.config.id;
    const response = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Hello' },
      proposal: { llm_configuration_id: theirId },
    });
    expect(response.json()).toMatchObject({ error: { code: 'REHEARSAL_MODEL_UNUSABLE' } });
  });
});
