import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { testToolNames } from '../support/test-orchestrator.js';
import { pdfWithPages } from './extraction/pdf-documents.js';
import { multipartType, tinyPng, uploadBody } from './multipart-upload.js';
import { ReportTool } from './report-tool.js';

/** Message attachments with the content in a bucket of a real S3-compatible server (s3rver). */
describe.each(testEngines)('message attachments in S3 on $name', (engine) => {
  const llm = sharedFakeLlm();
  let s3: S3TestServer;
  let api: TaskApi;
  let alice: ApiUser;
  // Each test has a prefix of its own in the one bucket, so none sees another's objects.
  let prefix = '';
  let tests = 0;

  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());
  beforeEach(async () => {
    tests += 1;
    prefix = `attachments-${tests}/`;
    api = await openTaskApi(engine, llm, {
      filesStore: { kind: 's3', bucket: s3.bucket, prefix, ...s3.connection },
    });
    alice = await api.signUp();
  });
  afterEach(async () => {
    await api.dispose();
  });

  async function uploaded(
    user: ApiUser,
    name: string,
    content: Buffer | Uint8Array,
  ): Promise<{ id: number }> {
    const response = await user.request('POST', '/api/v1/files', uploadBody(name, Buffer.from(content)), {
      'content-type': multipartType,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.file;
  }

  async function visionAgentOf(userId: number) {
    const configuration = await createLlmConfiguration(api.platform.database.db, {
      userId,
      isGlobal: false,
      isDefault: false,
      name: 'Vision',
      settings: {
        base_url: llm.openaiBaseUrl,
        api_key: 'test-key',
        model: 'fake-vision',
        supports_image_input: true,
      },
    });
    return createAgent(api.platform.database.db, userId, {
      tools: testToolNames,
      llmConfigId: configuration.id,
    });
  }

  it('sends what the bucket holds to the model, serves it, and removes it with the task', async () => {
    const agent = await visionAgentOf(alice.id);
    const image = await uploaded(alice, 'chart.png', tinyPng);
    const pdf = await uploaded(alice, 'minutes.pdf', await pdfWithPages([['Kept in a bucket.']]));
    expect(await s3.keys(prefix)).toHaveLength(2);
    llm.enqueue({ kind: 'text', text: 'Seen.' });
    const started = await alice.request('POST', '/api/v1/tasks', {
      agent_id: agent.id,
      prompt: 'Describe',
      attachments: [image.id, pdf.id],
    });
    expect(started.statusCode, started.body).toBe(201);
    const taskId = started.json().data.task.id as number;
    await api.platform.orchestrator.tick(taskId);

    const body = llm.requests.at(-1)?.body as {
      messages: { role: string; content: { type: string; text?: string; image_url?: { url: string } }[] }[];
    };
    const content = body.messages.find((message) => message.role === 'user')?.content ?? [];
    expect(content[0]?.image_url?.url).toBe(`data:image/png;base64,${tinyPng.toString('base64')}`);
    expect(content[1]?.text).toContain('Kept in a bucket.');
    const download = await alice.request('GET', `/api/v1/files/${image.id}/content`);
    expect(download.rawPayload.equals(tinyPng)).toBe(true);

    expect((await alice.request('DELETE', `/api/v1/tasks/${taskId}`)).statusCode).toBe(200);
    expect(await s3.keys(prefix)).toEqual([]);
  });

  it('keeps the files a tool returns in the bucket, for download', async () => {
    api.platform.tools.register({ kind: 'core' }, ReportTool);
    const agent = await createAgent(api.platform.database.db, alice.id, {
      tools: { 'core/ReportTool': 'report' },
    });
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'c1', name: 'report', arguments: { action: 'export' } }] },
      { kind: 'text', text: 'Exported.' },
    );
    const task = await api.platform.orchestrator.start(agent.id, 'Export');
    await api.platform.orchestrator.tick(task.id);
    const [csv] = (await alice.request('GET', '/api/v1/files')).json().data.files as {
      id: number;
      name: string;
    }[];
    expect(csv?.name).toBe('rows.csv');
    expect(await s3.keys(prefix)).toHaveLength(1);
    expect((await alice.request('GET', `/api/v1/files/${csv?.id}/content`)).body).toBe(
      'name,amount\nNorth,12\nSouth,7\n',
    );
  });

  it('removes the content of a deleted account’s files from the bucket', async () => {
    const admin = await api.signUp({ role: 'admin' });
    const bob = await api.signUp();
    await uploaded(bob, 'bobs.png', tinyPng);
    await uploaded(alice, 'alices.pdf', await pdfWithPages([['Alice keeps this.']]));
    expect(await s3.keys(prefix)).toHaveLength(2);
    const deleted = await admin.request('DELETE', `/api/v1/users/${bob.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await s3.keys(prefix)).toHaveLength(1);
    expect((await alice.request('GET', '/api/v1/files')).json().data.files).toHaveLength(1);
  });
});
