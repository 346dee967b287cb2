import { getToolMetadata } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import { TaskFilesTool } from '../../src/tools/builtin/task-files-tool.js';
import { taskOf, useConversationApi } from '../conversations/conversation-api.js';
import { createAgent } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { multipartType, uploadBody } from './multipart-upload.js';

describe('the task_files tool', () => {
  it('lists, reads and writes without asking: nothing outside the task changes; deleting asks', () => {
    expect(getToolMetadata(TaskFilesTool).operations).toMatchObject([
      { name: 'list', readOnly: true, requiresApprovalByDefault: false },
      { name: 'read', readOnly: true, requiresApprovalByDefault: false },
      { name: 'write', readOnly: true, requiresApprovalByDefault: false },
      { name: 'delete', readOnly: false, requiresApprovalByDefault: true },
    ]);
    expect(new TaskFilesTool().describeAction({ op: 'write', name: 'summary.md' })).toBe(
      'write the task file "summary.md"',
    );
    expect(new TaskFilesTool().describeAction({ op: 'delete', file_id: 7 })).toBe(
      "delete task file #7 from the task's files",
    );
  });
});

describe.each(testEngines)('the task_files tool on $name', (engine) => {
  const { llm, api, alice } = useConversationApi(engine);

  const upload = async (name: string, content: Buffer | string) =>
    (
      await alice.request('POST', '/api/v1/files', uploadBody(name, content), {
        'content-type': multipartType,
      })
    ).json().data.file as { id: number };

  /** Runs the calls in one turn of a task that carries the files; answers each call's result. */
  async function run(calls: readonly Record<string, unknown>[], attachments: readonly number[]) {
    const agent = await createAgent(api.platform.database.db, alice.id, {
      tools: { 'core/TaskFilesTool': 'task_files' },
    });
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: calls.map((args, index) => ({ id: `c${index}`, name: 'task_files', arguments: args })),
      },
      { kind: 'text', text: 'Done.' },
    );
    const started = await alice.request('POST', '/api/v1/tasks', {
      agent_id: agent.id,
      prompt: 'Work',
      attachments,
    });
    const taskId = taskOf(started, 201).id;
    await api.platform.orchestrator.tick(taskId);
    const rows = await api.platform.database.db
      .selectFrom('tool_calls')
      .select(['result_success', 'result_content'])
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
    return {
      taskId,
      results: rows.map((row) => ({ success: Boolean(row.result_success), content: row.result_content })),
    };
  }

  it("lists the task's files and reads one as text, page by page, and nothing outside the task", async () => {
    const long = `${'a'.repeat(39_990)}BOUNDARY${'b'.repeat(100)}`;
    const notes = await upload('notes.txt', long);
    const binary = await upload('data.bin', Buffer.from([0, 159, 146, 150, 0, 1, 2, 255]));
    const outside = await upload('secret.txt', 'not in this task');
    const { results } = await run(
      [
        { op: 'list' },
        { op: 'read', file_id: notes.id },
        { op: 'read', file_id: notes.id, offset: 40_000 },
        { op: 'read', file_id: outside.id },
        { op: 'read', file_id: binary.id },
      ],
      [notes.id, binary.id],
    );
    expect(results[0]).toEqual({
      success: true,
      content: `The task's files:\n- #${notes.id} notes.txt (text/plain, 40098 bytes)\n- #${binary.id} data.bin (application/octet-stream, 8 bytes)`,
    });
    expect(results[1]?.content).toMatch(
      /^a{39990}BOUNDARYbb\n\n\[98 more characters: read again with offset 40000\]$/,
    );
    expect(results[2]).toEqual({ success: true, content: 'b'.repeat(98) });
    expect(results[3]).toEqual({
      success: false,
      content: `The task has no file #${outside.id}; list shows the ones it has.`,
    });
    expect(results[4]?.success).toBe(false);
  });

  it('writes a text file the conversation offers for download', async () => {
    const { taskId, results } = await run(
      [{ op: 'write', name: 'summary.md', content: '# Summary\n\nAll good.' }],
      [],
    );
    expect(results[0]?.success).toBe(true);
    expect(results[0]?.content).toContain('Wrote "summary.md" (20 characters) to the task.');
    const shown = taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`));
    const toolRow = shown.history.find((row) => row.role === 'tool') as unknown as {
      attachments: { id: number; name: string }[];
    };
    expect(toolRow.attachments.map((file) => file.name)).toEqual(['summary.md']);
    const download = await alice.request('GET', `/api/v1/files/${toolRow.attachments[0]?.id}/content`);
    expect(download.body).toBe('# Summary\n\nAll good.');
  });

  it("deletes a file from the task's files once approved; the message that carried it still offers it", async () => {
    const draft = await upload('draft.txt', 'an old draft');
    const kept = await upload('kept.txt', 'keep me');
    const agent = await createAgent(api.platform.database.db, alice.id, {
      tools: { 'core/TaskFilesTool': 'task_files' },
    });
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'gone', name: 'task_files', arguments: { op: 'delete', file_id: draft.id } },
          { id: 'absent', name: 'task_files', arguments: { op: 'delete', file_id: 999_999 } },
        ],
      },
      { kind: 'tool_calls', calls: [{ id: 'after', name: 'task_files', arguments: { op: 'list' } }] },
      { kind: 'text', text: 'Done.' },
    );
    const taskId = taskOf(
      await alice.request('POST', '/api/v1/tasks', {
        agent_id: agent.id,
        prompt: 'Tidy up',
        attachments: [draft.id, kept.id],
      }),
      201,
    ).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    const approved = await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [
        { provider_call_id: 'gone', decision: 'approve' },
        { provider_call_id: 'absent', decision: 'approve' },
      ],
    });
    expect(approved.statusCode).toBe(200);
    await api.platform.orchestrator.tick(taskId);
    const rows = await api.platform.database.db
      .selectFrom('tool_calls')
      .select(['provider_call_id', 'result_success', 'result_content'])
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => [row.provider_call_id, Boolean(row.result_success), row.result_content]),
    ).toEqual([
      ['gone', true, `Deleted file #${draft.id} from the task's files.`],
      ['absent', false, 'The task has no file #999999; list shows the ones it has.'],
      ['after', true, `The task's files:\n- #${kept.id} kept.txt (text/plain, 7 bytes)`],
    ]);
    const download = await alice.request('GET', `/api/v1/files/${draft.id}/content`);
    expect(download.body).toBe('an old draft');
  });
});
