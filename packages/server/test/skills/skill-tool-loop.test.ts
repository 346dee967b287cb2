/**
 * The skill tool in the platform's own loop: the allowed skills reach the model in the tool's
 * description, and a call reads a skill from the deployment's project folder, with the settings
 * the operator stored for the agent. On every engine.
 */
import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSettled } from '../../src/orchestrator/index.js';
import { settingsSubjectOf } from '../../src/settings/index.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';
import { scratchFolder, writeSkill } from './skill-fixtures.js';

interface ChatRequestBody {
  readonly tools?: readonly { function: { name: string; description: string } }[];
}

describe.each(testEngines)('skill tool in the loop on $name', (engine) => {
  const llm = sharedFakeLlm();
  let project: string;
  let test: TestPlatform;

  beforeEach(async () => {
    project = scratchFolder('project');
    writeSkill(project, 'house-style', {
      description: 'How we write.',
      body: '# House style\n\nShort sentences.\n',
    });
    writeSkill(project, 'secret-plans');
    test = await openTestPlatform(engine, { skillsDirectory: project });
  });

  afterEach(async () => {
    await test.dispose();
    rmSync(project, { recursive: true, force: true });
  });

  it('tells the model which skills it may read and reads them for it', async () => {
    const { platform } = test;
    const { db } = platform.database;
    const user = await createUser(db);
    await createLlmConfiguration(db, {
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
    });
    const agent = await createAgent(db, user.id, { tools: { 'core/SkillTool': 'skill' } });
    const skillTool = platform.tools.get('core/SkillTool');
    if (!skillTool) throw new Error('the skill tool is not registered');
    const stored = await platform.toolSettings.setAgent(agent.id, settingsSubjectOf(skillTool), {
      allowed_skills: ['house-style'],
    });
    expect(stored.ok).toBe(true);

    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'c1', name: 'skill', arguments: { action: 'read', name: 'house-style' } },
          { id: 'c2', name: 'skill', arguments: { action: 'read', name: 'secret-plans' } },
        ],
      },
      { kind: 'text', text: 'Done.' },
    );
    await platform.startWorker();
    const task = await platform.orchestrator.start(agent.id, 'Write the release notes.');
    while (!isSettled((await platform.orchestrator.getTask(task.id)).status)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    expect((await platform.orchestrator.getTask(task.id)).status).toBe('COMPLETED');
    const firstRequest = llm.requests[0]?.body as ChatRequestBody | undefined;
    const skill = firstRequest?.tools?.find((entry) => entry.function.name === 'skill');
    expect(skill?.function.description).toContain('[Effective Configuration]\n- Allowed skills: house-style');
    const calls = await db
      .selectFrom('tool_calls')
      .select(['provider_call_id', 'result_success', 'result_content'])
      .where('task_id', '=', task.id)
      .orderBy('id')
      .execute();
    expect(calls).toEqual([
      { provider_call_id: 'c1', result_success: 1, result_content: '# House style\n\nShort sentences.\n' },
      {
        provider_call_id: 'c2',
        result_success: 0,
        result_content: 'Skill "secret-plans" is not among the skills this agent may use: house-style.',
      },
    ]);
  });
});
