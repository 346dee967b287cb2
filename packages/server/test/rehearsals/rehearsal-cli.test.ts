/**
 * `spora rehearse` as a user runs it: the built command in a child process, talking to a listening
 * server (with its worker and a fake model) over HTTP with the user's API token, waiting for the
 * report and exiting 0 only when the rehearsal completed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type McpFixture, type McpPerson, openMcpFixture } from '../agents-over-mcp/mcp-fixture.js';
import { createAgent } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';

const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));

// The command holds no data of its own: one engine behind the server is enough.
describe.each(testEngines.slice(0, 1))('spora rehearse, with the server on $name', (engine) => {
  let fixture: McpFixture;
  let person: McpPerson;
  let agentId: number;
  const scratch = mkdtempSync(join(tmpdir(), 'spora-rehearse-'));

  beforeEach(async () => {
    fixture = await openMcpFixture(engine);
    person = await fixture.person('ada@example.test');
    agentId = (await createAgent(fixture.test.platform.database.db, person.id, { name: 'Helper' })).id;
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  // Each case starts CLI processes beside a server and a worker: slow beside other files on a loaded machine.
  const slow = { timeout: 180_000 };

  function rehearse(args: readonly string[], token = person.token) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [cliPath, 'rehearse', '--url', fixture.server.url, ...args],
        { cwd: scratch, env: { PATH: process.env.PATH, SPORA_API_TOKEN: token } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
  }

  it('rehearses one prompt with a proposed system prompt and prints the report', slow, async () => {
    const promptFile = join(scratch, 'system.txt');
    writeFileSync(promptFile, 'Answer in one word.');
    fixture.llm.enqueue({ kind: 'text', text: 'Hello.' });
    const result = await rehearse([
      '--agent',
      String(agentId),
      '--prompt',
      'Greet me',
      '--system-prompt-file',
      promptFile,
    ]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`of agent #${agentId}: completed`);
    expect(result.stdout).toContain('[1] Greet me');
    expect(result.stdout).toContain('Answer: Hello.');
    expect(fixture.llm.requests[0]?.body).toMatchObject({
      messages: expect.arrayContaining([
        expect.objectContaining({ content: expect.stringContaining('Answer in one word.') }),
      ]),
    });
  });

  it('rehearses the last tasks and a saved prompt set by name, with --json', slow, async () => {
    fixture.llm.enqueue({ kind: 'text', text: 'Past answer.' });
    const started = await person.rest('POST', '/tasks', { agent_id: agentId, prompt: 'What is new?' });
    expect(started.status).toBe(201);
    await fixture.llm.waitForRequests(1);
    await waitUntilSettled(person, started.body.data?.task?.id as number);

    fixture.llm.enqueue({ kind: 'text', text: 'New answer.' });
    const last = await rehearse(['--agent', String(agentId), '--last', '1']);
    expect(last.code).toBe(0);
    expect(last.stdout).toContain('Compared with task #');
    expect(last.stdout).toContain('answer changed');

    await person.rest('POST', `/agents/${agentId}/rehearsal-prompt-sets`, {
      name: 'Smoke',
      prompts: ['Ping'],
    });
    fixture.llm.enqueue({ kind: 'text', text: 'Pong.' });
    const fromSet = await rehearse(['--agent', String(agentId), '--prompt-set', 'Smoke', '--json']);
    expect(fromSet.code).toBe(0);
    expect(JSON.parse(fromSet.stdout)).toMatchObject({
      status: 'completed',
      source: { kind: 'prompt_set', prompt_set_name: 'Smoke' },
      runs: [{ prompt: 'Ping', final_response: 'Pong.' }],
    });
  });

  it(
    'exits 1 when the rehearsal failed, and 2 with the code for a refused request or command line',
    slow,
    async () => {
      // No answer queued: the fake model fails the request, and the task fails.
      const failed = await rehearse(['--agent', String(agentId), '--prompt', 'Fail please']);
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain(': failed');

      const unknownTool = join(scratch, 'script.json');
      writeFileSync(
        unknownTool,
        JSON.stringify([{ tool_class: 'core/Nope', operation: 'x', result: { success: true, content: '' } }]),
      );
      const refused = await rehearse(['--agent', String(agentId), '--prompt', 'Hi', '--script', unknownTool]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('REHEARSAL_TOOL_UNKNOWN');

      const unknownRuleTool = join(scratch, 'rules.json');
      writeFileSync(unknownRuleTool, JSON.stringify([{ tool_name: 'no_such_tool', outcome: 'deny' }]));
      const refusedRules = await rehearse([
        '--agent',
        String(agentId),
        '--prompt',
        'Hi',
        '--rules',
        unknownRuleTool,
      ]);
      expect(refusedRules.code).toBe(2);
      expect(refusedRules.stderr).toContain('RULE_UNKNOWN_TOOL');

      const both = await rehearse(['--agent', String(agentId), '--prompt', 'Hi', '--last', '2']);
      expect(both.code).toBe(2);
      expect(both.stderr).toContain('Give exactly one of --prompt, --last and --prompt-set');

      const stranger = await fixture.person('eve@example.test');
      const hidden = await rehearse(['--agent', String(agentId), '--prompt', 'Hi'], stranger.token);
      expect(hidden.code).toBe(2);
      expect(hidden.stderr).toContain('NOT_FOUND');
    },
  );
});

async function waitUntilSettled(person: McpPerson, taskId: number): Promise<void> {
  for (;;) {
    const answer = await person.rest('GET', `/tasks/${taskId}`);
    if (answer.body.data?.task?.status === 'COMPLETED') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
