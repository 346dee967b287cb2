import { describe, expect, it } from 'vitest';
import { taskOf, useConversationApi } from '../conversations/conversation-api.js';
import { createAgent } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { multipartType, tinyPng, uploadBody } from './multipart-upload.js';
import { ReportTool } from './report-tool.js';

describe.each(testEngines)('files of tools on $name', (engine) => {
  const { llm, api, alice, bob } = useConversationApi(engine);

  async function reportingAgent(userId: number) {
    api.platform.tools.register({ kind: 'core' }, ReportTool);
    return createAgent(api.platform.database.db, userId, { tools: { 'core/ReportTool': 'report' } });
  }

  it('saves the files a tool returns as the task’s, shows them with the result and tells the model their ids', async () => {
    const agent = await reportingAgent(alice.id);
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'c1', name: 'report', arguments: { action: 'export' } }] },
      { kind: 'text', text: 'Here is your export.' },
    );
    const task = await api.platform.orchestrator.start(agent.id, 'Export the rows');
    await api.platform.orchestrator.tick(task.id);

    const shown = taskOf(await alice.request('GET', `/api/v1/tasks/${task.id}`));
    const toolRow = shown.history.find((row) => row.role === 'tool') as unknown as {
      content: string;
      attachments: { id: number; name: string; media_type: string; size_bytes: number }[];
    };
    expect(toolRow.attachments).toEqual([
      { id: expect.any(Number), name: 'rows.csv', media_type: 'text/csv', size_bytes: 29 },
    ]);
    const csv = toolRow.attachments[0];
    expect(toolRow.content).toContain(`[File saved: "rows.csv" (file ${csv?.id}, text/csv, 29 bytes)]`);
    expect(toolRow.content).toContain('[File not saved: "empty.txt": The file is empty.]');
    const download = await alice.request('GET', `/api/v1/files/${csv?.id}/content`);
    expect(download.body).toBe('name,amount\nNorth,12\nSouth,7\n');
    expect(download.headers['content-disposition']).toContain('rows.csv');
    // The model read the note with the id in the tool result.
    const lastRequest = llm.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(lastRequest.messages.find((message) => message.role === 'tool')?.content).toContain(
      `file ${csv?.id}`,
    );
    expect((await bob.request('GET', `/api/v1/files/${csv?.id}/content`)).statusCode).toBe(404);
  });

  it('lets a tool list and read the task’s files, and nothing outside the task', async () => {
    const agent = await reportingAgent(alice.id);
    const upload = async (name: string, content: Buffer | string) =>
      (
        await alice.request('POST', '/api/v1/files', uploadBody(name, content), {
          'content-type': multipartType,
        })
      ).json().data.file as { id: number };
    const attached = await upload('notes.txt', 'Twelve bytes');
    const outside = await upload('other.png', tinyPng);
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'c1', name: 'report', arguments: { action: 'inspect', file_id: attached.id } },
          { id: 'c2', name: 'report', arguments: { action: 'inspect', file_id: outside.id } },
        ],
      },
      { kind: 'text', text: 'Done.' },
    );
    const started = await alice.request('POST', '/api/v1/tasks', {
      agent_id: agent.id,
      prompt: 'Inspect',
      attachments: [attached.id],
    });
    const taskId = taskOf(started, 201).id;
    await api.platform.orchestrator.tick(taskId);
    const results = (
      await api.platform.database.db
        .selectFrom('tool_calls')
        .select('result_content')
        .where('task_id', '=', taskId)
        .orderBy('id')
        .execute()
    ).map((call) => call.result_content);
    expect(results).toEqual([
      `${attached.id}:notes.txt:text/plain:12 | 12 bytes`,
      `${attached.id}:notes.txt:text/plain:12 | unreadable`,
    ]);
  });
});
