import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { expectError, taskOf, useConversationApi } from '../conversations/conversation-api.js';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { openTaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { testToolNames } from '../support/test-orchestrator.js';
import { reportDocx } from './extraction/docx-documents.js';
import { pdfWithPages } from './extraction/pdf-documents.js';
import { filesUnder, multipartType, tinyPng, uploadBody } from './multipart-upload.js';

interface FileView {
  readonly id: number;
  readonly name: string;
  readonly media_type: string;
  readonly size_bytes: number;
}

interface OpenAiPart {
  readonly type: string;
  readonly text?: string;
  readonly image_url?: { url: string };
  readonly file?: { filename: string; file_data: string };
}

/** Files sent with messages: checked when sent, given to each driver in its own shape, and kept only while a task holds them. */
describe.each(testEngines)('message attachments on $name', (engine) => {
  const { llm, api, alice, bob, agent } = useConversationApi(engine);

  async function uploaded(
    user: ApiUser,
    name: string,
    content: Buffer | Uint8Array | string,
  ): Promise<FileView> {
    const response = await user.request('POST', '/api/v1/files', uploadBody(name, Buffer.from(content)), {
      'content-type': multipartType,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.file;
  }

  /** An agent of Alice on a configuration of her own, with these driver settings. */
  async function agentOn(driverClass: string, settings: Record<string, unknown>): Promise<{ id: number }> {
    const configuration = await createLlmConfiguration(api.platform.database.db, {
      userId: alice.id,
      isGlobal: false,
      isDefault: false,
      driverClass,
      name: `${driverClass} with images`,
      settings,
    });
    return createAgent(api.platform.database.db, alice.id, {
      tools: testToolNames,
      llmConfigId: configuration.id,
    });
  }

  const visionAgent = () =>
    agentOn('core/OpenAiCompatibleDriver', {
      base_url: llm.openaiBaseUrl,
      api_key: 'test-key',
      model: 'fake-vision',
      supports_image_input: true,
    });

  async function started(user: ApiUser, agentId: number, prompt: string, attachments: number[]) {
    const response = await user.request('POST', '/api/v1/tasks', { agent_id: agentId, prompt, attachments });
    return taskOf(response, 201);
  }

  const lastUserContent = (): OpenAiPart[] | string => {
    const body = llm.requests.at(-1)?.body as {
      messages: { role: string; content: OpenAiPart[] | string }[];
    };
    const users = body.messages.filter((message) => message.role === 'user');
    return users.at(-1)?.content ?? '';
  };

  it('sends an image as an image part and documents as named text to an OpenAI-compatible model', async () => {
    const vision = await visionAgent();
    const image = await uploaded(alice, 'chart.png', tinyPng);
    const pdf = await uploaded(alice, 'minutes.pdf', await pdfWithPages([['The board met on Tuesday.']]));
    const docx = await uploaded(alice, 'report.docx', await reportDocx());
    const csv = await uploaded(alice, 'sales.csv', 'region,amount\nNorth,12\n');
    llm.enqueue({ kind: 'text', text: 'Seen.' });
    const task = await started(alice, vision.id, 'What do these say?', [image.id, pdf.id, docx.id, csv.id]);
    await api.platform.orchestrator.tick(task.id);

    const content = lastUserContent() as OpenAiPart[];
    expect(content.map((part) => part.type)).toEqual(['image_url', 'text']);
    expect(content[0]?.image_url?.url).toBe(`data:image/png;base64,${tinyPng.toString('base64')}`);
    const text = content[1]?.text ?? '';
    expect(text).toContain('<document name="minutes.pdf" pages="1">');
    expect(text).toContain('The board met on Tuesday.');
    expect(text).toContain('<document name="report.docx">');
    expect(text).toContain('Quarterly report');
    expect(text).toContain('<document name="sales.csv">\nregion,amount\nNorth,12');
    expect(text.endsWith('What do these say?')).toBe(true);

    const shown = taskOf(await alice.request('GET', `/api/v1/tasks/${task.id}`));
    const first = shown.history[0] as unknown as { attachments: FileView[] };
    expect(first.attachments.map((attachment) => attachment.name)).toEqual([
      'chart.png',
      'minutes.pdf',
      'report.docx',
      'sales.csv',
    ]);
    expect(first.attachments[0]).toEqual({
      id: image.id,
      name: 'chart.png',
      media_type: 'image/png',
      size_bytes: tinyPng.length,
    });
  });

  it('sends images and whole PDFs as blocks to an Anthropic model that reads PDFs', async () => {
    const pdfReader = await agentOn('core/AnthropicCompatibleDriver', {
      base_url: llm.anthropicBaseUrl,
      api_key: 'test-key',
      model: 'claude-sonnet-4-6',
      send_pdf_as_document: true,
    });
    const image = await uploaded(alice, 'chart.png', tinyPng);
    const pdfBytes = await pdfWithPages([['Native PDF input.']]);
    const pdf = await uploaded(alice, 'native.pdf', pdfBytes);
    llm.enqueue({ kind: 'text', text: 'Read.' });
    const task = await started(alice, pdfReader.id, 'Summarise.', [image.id, pdf.id]);
    await api.platform.orchestrator.tick(task.id);

    const body = llm.requests.at(-1)?.body as { messages: { role: string; content: unknown }[] };
    expect(llm.requests.at(-1)?.protocol).toBe('anthropic');
    expect(body.messages[0]?.content).toEqual([
      {
        type: 'image',
        source: { type: 'base64', media_type: 'image/png', data: tinyPng.toString('base64') },
      },
      {
        type: 'document',
        title: 'native.pdf',
        source: {
          type: 'base64',
          media_type: 'application/pdf',
          data: Buffer.from(pdfBytes).toString('base64'),
        },
      },
      { type: 'text', text: 'Summarise.' },
    ]);
  });

  it('refuses an image for a model without image input before anything is stored or sent', async () => {
    const image = await uploaded(alice, 'photo.png', tinyPng);
    const response = await alice.request('POST', '/api/v1/tasks', {
      agent_id: agent.id,
      prompt: 'Look',
      attachments: [image.id],
    });
    expectError(response, 422, 'MODEL_IMAGE_INPUT_UNSUPPORTED');
    expect(response.json().error.message).toContain('"photo.png"');
    expect(response.json().error.details).toEqual({ file_id: image.id });
    expect(await api.platform.database.db.selectFrom('tasks').select('id').execute()).toEqual([]);
    expect(llm.requests).toEqual([]);
  });

  it('fails the next turn without a request when the conversation moves to a model without image input', async () => {
    const vision = await visionAgent();
    const image = await uploaded(alice, 'photo.png', tinyPng);
    llm.enqueue({ kind: 'text', text: 'A photo.' });
    const task = await started(alice, vision.id, 'Look', [image.id]);
    await api.platform.orchestrator.tick(task.id);
    const textOnly = await createLlmConfiguration(api.platform.database.db, {
      userId: alice.id,
      isGlobal: false,
      isDefault: false,
      name: 'Text only',
      settings: {
        base_url: llm.openaiBaseUrl,
        api_key: 'test-key',
        model: 'fake-text',
        supports_image_input: false,
      },
    });
    const switched = await alice.request('PATCH', `/api/v1/tasks/${task.id}`, {
      llm_driver_config_id: textOnly.id,
    });
    expect(switched.statusCode, switched.body).toBe(200);

    await api.platform.orchestrator.continue(task.id, 'And now?');
    const settled = await api.platform.orchestrator.tick(task.id);
    expect(settled).toMatchObject({ status: 'FAILED', error_code: 'MODEL_IMAGE_INPUT_UNSUPPORTED' });
    expect(llm.requests).toHaveLength(1);
  });

  it('takes attachments on a continued conversation', async () => {
    llm.enqueue({ kind: 'text', text: 'Hello.' }, { kind: 'text', text: 'Noted.' });
    const task = await started(alice, agent.id, 'Hi', []);
    await api.platform.orchestrator.tick(task.id);
    const notes = await uploaded(alice, 'notes.md', '# Notes\nBuy milk.');
    const continued = await alice.request('POST', `/api/v1/tasks/${task.id}/continue`, {
      prompt: 'Read my notes',
      attachments: [notes.id],
    });
    expect(continued.statusCode, continued.body).toBe(200);
    await api.platform.orchestrator.tick(task.id);
    expect(lastUserContent()).toBe(
      '<document name="notes.md">\n# Notes\nBuy milk.\n</document>\n\nRead my notes',
    );

    const markdown = await alice.request('GET', `/api/v1/tasks/${task.id}/export?format=markdown`);
    expect(markdown.body).toContain('Read my notes\n\n- Attached: notes.md (text/markdown, 17 bytes)');
    const json = await alice.request('GET', `/api/v1/tasks/${task.id}/export?format=json`);
    const messages = (json.json() as { messages: { content: string; attachments: { id: number }[] }[] })
      .messages;
    expect(messages.find((message) => message.content === 'Read my notes')?.attachments).toEqual([
      { id: notes.id, name: 'notes.md', media_type: 'text/markdown', size_bytes: 17 },
    ]);
  });

  it("refuses another user's file, too many files, too many bytes and unreadable documents, with codes", async () => {
    const alicesFile = await uploaded(alice, 'private.txt', 'Secret');
    expectError(
      await bob.request('POST', '/api/v1/tasks', {
        agent_id: (await api.agentOf(bob.id)).id,
        prompt: 'Read it',
        attachments: [alicesFile.id],
      }),
      404,
      'FILE_NOT_FOUND',
    );
    const many = await Promise.all(
      Array.from({ length: 11 }, (_, index) => uploaded(alice, `note-${index}.txt`, `Note ${index}`)),
    );
    expectError(
      await alice.request('POST', '/api/v1/tasks', {
        agent_id: agent.id,
        prompt: 'Read them',
        attachments: many.map((file) => file.id),
      }),
      422,
      'ATTACHMENTS_TOO_MANY',
    );
    const pages = Array.from({ length: 201 }, (_, index) => [`Page ${index + 1}`]);
    const long = await uploaded(alice, 'long.pdf', await pdfWithPages(pages));
    const refused = await alice.request('POST', '/api/v1/tasks', {
      agent_id: agent.id,
      prompt: 'Read it',
      attachments: [long.id],
    });
    expectError(refused, 422, 'EXTRACTION_TOO_MANY_PAGES');
    expect(refused.json().error.details).toEqual({ file_id: long.id });
    const broken = await uploaded(
      alice,
      'broken.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 7)]),
    );
    expectError(
      await alice.request('POST', '/api/v1/tasks', {
        agent_id: agent.id,
        prompt: 'Read',
        attachments: [broken.id],
      }),
      422,
      'EXTRACTION_FAILED',
    );
    expect(await api.platform.database.db.selectFrom('tasks').select('id').execute()).toEqual([]);
  });

  it('lets the task’s owner and its approvers download its files, and no one else', async () => {
    const carol = await api.signUp();
    const policy = await alice.request('PUT', `/api/v1/agents/${agent.id}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [carol.id],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [],
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const notes = await uploaded(alice, 'notes.txt', 'Shared with approvers.');
    llm.enqueue({ kind: 'text', text: 'Read.' });
    const task = await started(alice, agent.id, 'Read', [notes.id]);
    await api.platform.orchestrator.tick(task.id);

    const asCarol = await carol.request('GET', `/api/v1/files/${notes.id}/content`);
    expect(asCarol.statusCode, asCarol.body).toBe(200);
    expect(asCarol.body).toBe('Shared with approvers.');
    expect((await carol.request('GET', `/api/v1/files/${notes.id}`)).json().data.file.name).toBe('notes.txt');
    expectError(await bob.request('GET', `/api/v1/files/${notes.id}/content`), 404, 'FILE_NOT_FOUND');
    expectError(await bob.request('GET', `/api/v1/files/${notes.id}`), 404, 'FILE_NOT_FOUND');
    // A file no task holds stays its owner's alone.
    const loose = await uploaded(alice, 'loose.txt', 'Mine only.');
    expectError(await carol.request('GET', `/api/v1/files/${loose.id}/content`), 404, 'FILE_NOT_FOUND');
  });

  it('deletes a task’s files with the last task that holds them, and their content once nothing shares it', async () => {
    const db = api.platform.database.db;
    const store = api.platform.files;
    const shared = await uploaded(alice, 'shared.txt', 'Held by two tasks.');
    const own = await uploaded(alice, 'own.txt', 'Held by one task.');
    const twin = await uploaded(alice, 'twin.txt', 'Held by one task.');
    await uploaded(alice, 'loose.txt', 'Held by none.');
    llm.enqueue({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const first = await started(alice, agent.id, 'First', [shared.id, own.id]);
    await api.platform.orchestrator.tick(first.id);
    const second = await started(alice, agent.id, 'Second', [shared.id]);
    await api.platform.orchestrator.tick(second.id);
    const ownHash = (await store.get(alice.id, own.id)).sha256;

    expect((await alice.request('DELETE', `/api/v1/tasks/${first.id}`)).statusCode).toBe(200);
    const left = async () =>
      (await db.selectFrom('files').select('name').orderBy('id').execute()).map((f) => f.name);
    expect(await left()).toEqual(['shared.txt', 'twin.txt', 'loose.txt']);
    // `own.txt` went, but `twin.txt` (never attached) has the same content, which stays.
    expect((await store.open(alice.id, twin.id)).file.sha256).toBe(ownHash);

    expect((await alice.request('DELETE', `/api/v1/tasks/${second.id}`)).statusCode).toBe(200);
    expect(await left()).toEqual(['twin.txt', 'loose.txt']);
    expectError(await alice.request('GET', `/api/v1/files/${shared.id}/content`), 404, 'FILE_NOT_FOUND');
  });

  it('keeps a message’s files in its branches and regenerations, after the source is deleted', async () => {
    const notes = await uploaded(alice, 'notes.md', '# Plan\nShip on Friday.');
    llm.enqueue({ kind: 'text', text: 'Friday.' }, { kind: 'text', text: 'Thanks.' });
    const source = await started(alice, agent.id, 'When do we ship?', [notes.id]);
    await api.platform.orchestrator.tick(source.id);
    await api.platform.orchestrator.continue(source.id, 'Thanks');
    await api.platform.orchestrator.tick(source.id);

    const regenerated = taskOf(await alice.request('POST', `/api/v1/tasks/${source.id}/regenerate`), 201);
    const edited = taskOf(
      await alice.request('POST', `/api/v1/tasks/${source.id}/branch`, { sequence: 0, prompt: 'Which day?' }),
      201,
    );
    const filesOf = (task: { history: unknown[] }) =>
      (task.history as { attachments: { name: string }[] }[]).map((row) =>
        row.attachments.map((file) => file.name),
      );
    expect(filesOf(regenerated)[0]).toEqual(['notes.md']);
    expect(filesOf(edited)).toEqual([['notes.md']]);

    expect((await alice.request('DELETE', `/api/v1/tasks/${source.id}`)).statusCode).toBe(200);
    expect((await alice.request('GET', `/api/v1/files/${notes.id}/content`)).body).toBe(
      '# Plan\nShip on Friday.',
    );
    llm.enqueue({ kind: 'text', text: 'Friday.' });
    await api.platform.orchestrator.tick(edited.id);
    expect(lastUserContent()).toBe(
      '<document name="notes.md">\n# Plan\nShip on Friday.\n</document>\n\nWhich day?',
    );
  });

  it('tells the model of a file deleted after it was sent, and goes on', async () => {
    const notes = await uploaded(alice, 'draft.txt', 'First draft.');
    llm.enqueue({ kind: 'text', text: 'Read.' }, { kind: 'text', text: 'Understood.' });
    const task = await started(alice, agent.id, 'Read my draft', [notes.id]);
    await api.platform.orchestrator.tick(task.id);
    expect((await alice.request('DELETE', `/api/v1/files/${notes.id}`)).statusCode).toBe(204);
    await api.platform.orchestrator.continue(task.id, 'And now?');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('COMPLETED');
    const body = llm.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(body.messages.find((message) => message.role === 'user')?.content).toBe(
      '<document name="draft.txt" unreadable="EXTRACTION_FAILED">\n"draft.txt" was deleted after it was sent.\n</document>\n\nRead my draft',
    );
  });

  it('treats a file by what it is, not by its name', async () => {
    // A "picture" that is a web page goes to a text-only model as the page's text, not as an image.
    const page = await uploaded(
      alice,
      'photo.png',
      '<!doctype html><html><body><h1>Not a photo</h1></body></html>',
    );
    expect(page.media_type).toBe('text/html');
    // Bytes of no known type are named to the model, their content not shown.
    const binary = await uploaded(alice, 'data.bin', Buffer.from([0x00, 0x01, 0xfe, 0xff, 0x00, 0x02]));
    expect(binary.media_type).toBe('application/octet-stream');
    // The same bytes disguised as a text document are refused: they are not text.
    const disguised = await uploaded(alice, 'report.txt', Buffer.from([0x00, 0x01, 0xfe, 0xff, 0x00, 0x02]));
    const refused = await alice.request('POST', '/api/v1/tasks', {
      agent_id: agent.id,
      prompt: 'Read',
      attachments: [disguised.id],
    });
    expectError(refused, 422, 'EXTRACTION_FAILED');
    expect(refused.json().error.message).toBe(
      '"report.txt" is not valid UTF-8 text; save it as UTF-8 and try again.',
    );
    llm.enqueue({ kind: 'text', text: 'Read.' });
    const task = await started(alice, agent.id, 'What are these?', [page.id, binary.id]);
    await api.platform.orchestrator.tick(task.id);
    const text = lastUserContent() as string;
    expect(text).toContain('<document name="photo.png">\n# Not a photo\n</document>');
    expect(text).toContain('<document name="data.bin" unreadable="EXTRACTION_UNSUPPORTED_TYPE">');
    // Served as a download with a safe type, never as HTML.
    const download = await alice.request('GET', `/api/v1/files/${page.id}/content`);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses a message whose files together exceed the per-message size', async () => {
    const limited = await openTaskApi(engine, llm, { maxMessageBytes: 1024 });
    try {
      const carol = await limited.signUp();
      const carolsAgent = await limited.agentOf(carol.id);
      const upload = (name: string) =>
        carol.request('POST', '/api/v1/files', uploadBody(name, 'x'.repeat(600)), {
          'content-type': multipartType,
        });
      const ids = [(await upload('a.txt')).json().data.file.id, (await upload('b.txt')).json().data.file.id];
      const refused = await carol.request('POST', '/api/v1/tasks', {
        agent_id: carolsAgent.id,
        prompt: 'Read both',
        attachments: ids,
      });
      expectError(refused, 413, 'ATTACHMENTS_TOO_LARGE');
      expect(refused.json().error.details).toEqual({ max_bytes: 1024 });
    } finally {
      await limited.dispose();
    }
  });

  it('removes the content of a deleted task’s file from the store', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Only here.');
    const file = await uploaded(alice, 'only.pdf', await pdf.save());
    const hash = (await api.platform.files.get(alice.id, file.id)).sha256;
    llm.enqueue({ kind: 'text', text: 'Read.' });
    const task = await started(alice, agent.id, 'Read', [file.id]);
    await api.platform.orchestrator.tick(task.id);
    const blob = `${hash.slice(0, 2)}/${hash}`;
    expect(filesUnder(api.platform.config.filesDir)).toContain(blob);
    expect((await alice.request('DELETE', `/api/v1/tasks/${task.id}`)).statusCode).toBe(200);
    expect(filesUnder(api.platform.config.filesDir)).not.toContain(blob);
  });
});
