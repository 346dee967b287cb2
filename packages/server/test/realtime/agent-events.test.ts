/**
 * Agent changes in the owner's event log: written in the change's transaction, only when
 * something changed, and for no one else.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('agent events on $name', (engine) => {
  let test: TestPlatform;
  let ownerId: number;
  let strangerId: number;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
    ownerId = (await createUser(test.platform.database.db)).id;
    strangerId = (await createUser(test.platform.database.db)).id;
  });

  afterEach(async () => {
    await test.dispose();
  });

  const agentEvents = async (userId: number) =>
    (
      await test.platform.database.db
        .selectFrom('events')
        .select(['type', 'payload', 'task_id'])
        .where('user_id', '=', userId)
        .where('type', '=', 'agent_changed')
        .orderBy('sequence')
        .execute()
    ).map((row) => ({ ...JSON.parse(row.payload), task_id: row.task_id }));

  it('records each change of an agent for its owner, and nothing for a change that changes nothing', async () => {
    const agents = test.platform.agentsOf(ownerId);
    const agent = await agents.createAgent({ name: 'Scout' }, 'operator');
    await agents.updateAgent(agent.id, { name: 'Scout II', is_pinned: true }, 'operator');
    await agents.enableTool(agent.id, 'core/CalculatorTool');
    // Already enabled, and a refused update: nothing changed, nothing recorded.
    await agents.enableTool(agent.id, 'core/CalculatorTool');
    await expect(agents.updateAgent(agent.id, { name: '' }, 'operator')).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await agents.writeNotes(agent.id, 'Prefers short answers.', 'append');
    await agents.disableTool(agent.id, 'core/CalculatorTool');
    await agents.deleteAgent(agent.id);

    const change = (kind: string) => ({ agent_id: agent.id, change: kind, task_id: null });
    expect(await agentEvents(ownerId)).toEqual([
      change('created'),
      change('updated'),
      change('updated'),
      change('updated'),
      change('updated'),
      change('deleted'),
    ]);
    expect(await agentEvents(strangerId)).toEqual([]);
  });

  it('records the agent a template import creates, with the import', async () => {
    const imported = await test.platform.agentTemplates.importTemplate(
      { templateId: 'core/assistant' },
      ownerId,
    );
    const events = await agentEvents(ownerId);
    expect(events[0]).toEqual({ agent_id: imported.agent.id, change: 'created', task_id: null });
    expect(events.every((event) => event.agent_id === imported.agent.id)).toBe(true);
  });
});
