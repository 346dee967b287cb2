/**
 * A recorded result comes only from tasks the rehearsing person may see: a teammate rehearsing a
 * shared agent never reads, through a simulated call, what a call gave in the owner's (or another
 * teammate's) task; the agent's owner draws on every real task of it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';
import { createRehearsal, ModelsBySystemPrompt } from './rehearsal-support.js';

describe.each(testEngines)('recorded results by who rehearses on $name', (engine) => {
  let harness: LoopHarness;
  let models: ModelsBySystemPrompt;

  beforeEach(async () => {
    executions.length = 0;
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'sync', () => models);
  });

  afterEach(() => harness.dispose());

  const db = () => harness.test.platform.database.db;
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();

  async function realEcho(agentId: number, text: string, runnerUserId: number) {
    models
      .for('agent')
      .enqueue({ toolCalls: [{ id: text, name: 'echo', arguments: { text } }] }, { text: 'Real.' });
    const task = await harness.orchestrator.start(agentId, `Say ${text}`, { runnerUserId });
    expect((await harness.settled(task.id)).status).toBe('COMPLETED');
    const [call] = await callsOf(task.id);
    return call;
  }

  it("takes a teammate's recorded results from their own tasks only; the owner's from every task", async () => {
    const agent = await harness.agent({ systemPrompt: 'agent', tools: { 'core/EchoTool': 'echo' } });
    const mate = await createUser(db());
    const ownersCall = await realEcho(agent.id, 'owner secret', harness.userId);
    const matesCall = await realEcho(agent.id, 'mine', mate.id);
    executions.length = 0;

    const rehearseAs = async (userId: number) => {
      models.for('agent').enqueue(
        {
          toolCalls: [
            { id: 'a', name: 'echo', arguments: { text: 'owner secret' } },
            { id: 'b', name: 'echo', arguments: { text: 'mine' } },
          ],
        },
        { text: 'Rehearsed.' },
      );
      const rehearsal = await createRehearsal(db(), {
        agentId: agent.id,
        userId,
        scriptedResults: [
          { tool_class: 'core/EchoTool', operation: 'say', result: { success: true, content: 'scripted' } },
        ],
      });
      const started = await harness.orchestrator.start(agent.id, 'Say things', {
        runnerUserId: userId,
        rehearsal: { id: rehearsal.id, ofTaskId: null },
      });
      const task = await harness.settled(started.id);
      expect(task.status).toBe('COMPLETED');
      return (await callsOf(task.id)).map((call) => [
        call.simulated_from,
        call.simulated_from_call_id,
        call.result_content,
      ]);
    };

    expect(await rehearseAs(mate.id)).toEqual([
      ['scripted', null, 'scripted'],
      ['recorded', matesCall?.id, 'echo: mine'],
    ]);
    expect(await rehearseAs(harness.userId)).toEqual([
      ['recorded', ownersCall?.id, 'echo: owner secret'],
      ['recorded', matesCall?.id, 'echo: mine'],
    ]);
    expect(executions).toEqual([]);
  });
});
