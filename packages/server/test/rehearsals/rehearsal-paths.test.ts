/**
 * A rehearsal cannot reach a side-effecting tool through a sub-agent or a handover, and never
 * waits for a person: the approval each call would have needed is recorded instead.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../src/approvals/index.js';
import { insertRule } from '../../src/approvals/index.js';
import type { Proposal } from '../../src/rehearsals/proposal.js';
import { allowHandoverTargets, setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';
import { createRehearsal, ModelsBySystemPrompt } from './rehearsal-support.js';

const tools = {
  'core/SlowLookupTool': 'lookup',
  'core/EchoTool': 'echo',
  'core/FilesTool': 'files',
  'core/HandoverTool': 'handover',
};

describe.each(testEngines)('rehearsal paths on $name', (engine) => {
  let harness: LoopHarness;
  let models: ModelsBySystemPrompt;

  beforeEach(async () => {
    executions.length = 0;
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'sync', () => models, { liveEvents: true });
  });

  afterEach(() => harness.dispose());

  const db = () => harness.test.platform.database.db;
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();
  const notifications = () =>
    db().selectFrom('notifications').select(['type', 'user_id', 'task_id', 'data']).orderBy('id').execute();

  async function agentNamed(name: string) {
    const agent = await harness.agent({ name, systemPrompt: name, tools });
    return agent;
  }

  async function rule(definition: Partial<RuleDefinition>) {
    return db()
      .transaction()
      .execute((trx) =>
        insertRule(trx, {
          ownerUserId: harness.userId,
          kind: 'rule',
          actorUserId: harness.userId,
          definition: {
            agent_id: null,
            task_id: null,
            tool_name: null,
            operation: null,
            condition: null,
            outcome: 'allow',
            reason: null,
            description: null,
            ...definition,
          },
        }),
      );
  }

  async function rehearse(agentId: number, prompt: string, proposal?: Proposal) {
    const rehearsal = await createRehearsal(db(), {
      agentId,
      userId: harness.userId,
      ...(proposal && { proposal }),
    });
    const task = await harness.orchestrator.start(agentId, prompt, {
      rehearsal: { id: rehearsal.id, ofTaskId: null },
    });
    return { rehearsal, task: await harness.settled(task.id) };
  }

  it('asks nobody: an asked call is simulated, a denied one refused, an allowed one simulated', async () => {
    const agent = await agentNamed('agent');
    const denied = await rule({
      tool_name: 'files',
      operation: 'read',
      outcome: 'deny',
      reason: 'Not here.',
    });
    const allowed = await rule({ tool_name: 'echo', outcome: 'allow' });
    const asks = await rule({ tool_name: 'lookup', outcome: 'ask' });
    models.for('agent').enqueue(
      {
        toolCalls: [
          { id: 'delete', name: 'files', arguments: { action: 'delete', path: '/x' } },
          { id: 'read', name: 'files', arguments: { action: 'read', path: '/x' } },
          { id: 'echo', name: 'echo', arguments: { text: 'hi' } },
          { id: 'lookup', name: 'lookup', arguments: { ms: 0 } },
        ],
      },
      { text: 'Done.' },
    );
    models.inventor.enqueue(
      { text: '{"success": true, "content": "invented"}' },
      { text: '{"success": true, "content": "invented"}' },
    );
    const { task } = await rehearse(agent.id, 'Tidy up');

    expect(task.status).toBe('COMPLETED');
    // The read-only lookup ran, though a rule would have asked a person first.
    expect(executions.map((execution) => execution.tool)).toEqual(['lookup']);
    expect(
      (await callsOf(task.id)).map((call) => [
        call.provider_call_id,
        call.status,
        call.rehearsal_approval,
        call.rule_id,
        call.simulated_from,
      ]),
    ).toEqual([
      ['delete', 'COMPLETED', 'asked', null, 'invented'],
      ['read', 'REJECTED', 'rule_denied', denied.id, null],
      ['echo', 'COMPLETED', 'rule_allowed', allowed.id, 'invented'],
      ['lookup', 'COMPLETED', 'asked', asks.id, null],
    ]);
    // Nothing waited: no approval was asked, nobody was notified of one, and the decision record
    // (of real decisions) holds none of the rehearsal's calls, not even the rules'.
    expect(await db().selectFrom('tool_call_decisions').select('decision').execute()).toEqual([]);
    expect((await notifications()).map((row) => row.type)).toEqual(['rehearsal_finished']);
  });

  it('tries proposed rules ahead of the saved ones, and marks what they decided', async () => {
    const agent = await agentNamed('agent');
    const saved = await rule({ tool_name: 'files', operation: 'read', outcome: 'deny', reason: 'Not here.' });
    models.for('agent').enqueue(
      {
        toolCalls: [
          { id: 'read', name: 'files', arguments: { action: 'read', path: '/x' } },
          { id: 'echo-hi', name: 'echo', arguments: { text: 'hi' } },
          { id: 'echo-ho', name: 'echo', arguments: { text: 'ho' } },
          { id: 'lookup', name: 'lookup', arguments: { ms: 0 } },
        ],
      },
      { text: 'Done.' },
    );
    models.inventor.enqueue({ text: '{"success": true, "content": "echo: ho"}' });
    const { task } = await rehearse(agent.id, 'Try the new rules', {
      approval_rules: [
        { tool_name: 'files', operation: 'read', condition: null, outcome: 'allow', reason: null },
        {
          tool_name: 'echo',
          operation: null,
          condition: 'args.text == "hi"',
          outcome: 'deny',
          reason: 'No greetings.',
        },
        { tool_name: 'lookup', operation: null, condition: null, outcome: 'ask', reason: null },
      ],
    });

    expect(task.status).toBe('COMPLETED');
    expect(
      (await callsOf(task.id)).map((call) => [
        call.provider_call_id,
        call.status === 'REJECTED' ? 'REJECTED' : 'not refused',
        call.rehearsal_approval,
        call.rule_id,
      ]),
    ).toEqual([
      // The proposed allow stands ahead of the saved deny.
      ['read', 'not refused', 'proposed_allowed', null],
      ['echo-hi', 'REJECTED', 'proposed_denied', null],
      // The condition does not match, and no saved rule speaks of echo: it needed no approval.
      ['echo-ho', 'not refused', null, null],
      ['lookup', 'not refused', 'proposed_asked', null],
    ]);
    const refused = (await callsOf(task.id)).find((call) => call.provider_call_id === 'echo-hi');
    expect(refused?.result_content).toContain('No greetings.');
    // Nothing of the proposal was saved or recorded as a decision.
    expect(await db().selectFrom('approval_rules').select('id').execute()).toEqual([{ id: saved.id }]);
    expect(await db().selectFrom('tool_call_decisions').select('id').execute()).toEqual([]);
  });

  it('pauses at its step limit as real work does, and tells the person, without finishing', async () => {
    const agent = await harness.agent({ systemPrompt: 'agent', tools, maxSteps: 1, pauseAtStepLimit: true });
    models.for('agent').enqueue({ toolCalls: [{ id: 'e', name: 'echo', arguments: { text: 'hi' } }] });
    models.inventor.enqueue({ text: '{"success": true, "content": "echo: hi"}' });
    const { task } = await rehearse(agent.id, 'Say hi');
    expect(task.status).toBe('AWAITING_BUDGET');
    expect(executions).toEqual([]);
    expect((await notifications()).map((row) => row.type)).toEqual(['budget_reached']);
  });

  it('rehearses a sub-agent: its task carries the rehearsal and runs only what reads', async () => {
    const child = await agentNamed('child');
    const parent = await agentNamed('parent');
    await allowHandoverTargets(db(), parent.id, [child.id]);
    models.for('parent').enqueue(
      {
        toolCalls: [
          { id: 's', name: 'handover', arguments: { op: 'sub_agent', agent_id: child.id, prompt: 'Do it' } },
        ],
      },
      { text: 'Parent done.' },
    );
    models.for('child').enqueue(
      {
        toolCalls: [
          { id: 'l', name: 'lookup', arguments: { ms: 0 } },
          { id: 'e', name: 'echo', arguments: { text: 'child' } },
        ],
      },
      { text: 'Child done.' },
    );
    models.inventor.enqueue({ text: '{"success": true, "content": "echo: child"}' });
    const { rehearsal, task } = await rehearse(parent.id, 'Delegate');

    expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'Parent done.' });
    const children = await db()
      .selectFrom('tasks')
      .selectAll()
      .where('parent_task_id', '=', task.id)
      .execute();
    expect(children).toMatchObject([
      { agent_id: child.id, rehearsal_id: rehearsal.id, rehearsal_of_task_id: null },
    ]);
    expect(executions.map((execution) => execution.tool)).toEqual(['lookup']);
    expect((await callsOf(children[0]?.id ?? 0)).map((call) => call.simulated_from)).toEqual([
      null,
      'invented',
    ]);
    // The delegation itself would have asked a person; it ran, inside the rehearsal.
    expect((await callsOf(task.id)).map((call) => [call.rehearsal_approval, call.simulated_from])).toEqual([
      ['asked', null],
    ]);
    expect(
      (await notifications()).map((row) => [row.type, JSON.parse(row.data ?? '{}').rehearsal_id]),
    ).toEqual([['rehearsal_finished', rehearsal.id]]);
  });

  it('rehearses a handover: the target task carries the rehearsal and runs only what reads', async () => {
    const target = await agentNamed('target');
    const source = await agentNamed('source');
    await allowHandoverTargets(db(), source.id, [target.id]);
    await setOperationOverride(db(), source.id, 'core/HandoverTool', 'handover', { requires_approval: 0 });
    models.for('source').enqueue({
      toolCalls: [
        {
          id: 'h',
          name: 'handover',
          arguments: { op: 'handover', target_agent_id: target.id, prompt: 'Yours' },
        },
      ],
    });
    models.for('target').enqueue(
      {
        toolCalls: [
          { id: 'd', name: 'files', arguments: { action: 'delete', path: '/all' } },
          { id: 'l', name: 'lookup', arguments: { ms: 0 } },
        ],
      },
      { text: 'Target done.' },
    );
    models.inventor.enqueue({ text: '{"success": true, "content": "deleted"}' });
    const { rehearsal, task } = await rehearse(source.id, 'Hand it over');

    const [handedTo] = await db()
      .selectFrom('tasks')
      .selectAll()
      .where('parent_task_id', '=', task.id)
      .execute();
    expect(handedTo).toMatchObject({ agent_id: target.id, rehearsal_id: rehearsal.id });
    expect((await harness.settled(handedTo?.id ?? 0)).status).toBe('COMPLETED');
    expect(executions.map((execution) => execution.tool)).toEqual(['lookup']);
    expect(
      (await callsOf(handedTo?.id ?? 0)).map((call) => [call.simulated_from, call.rehearsal_approval]),
    ).toEqual([
      ['invented', 'asked'],
      [null, null],
    ]);
    // The source closing did not finish the rehearsal: only the target's end did, once.
    expect((await notifications()).map((row) => row.type)).toEqual(['rehearsal_finished']);
  });
});
