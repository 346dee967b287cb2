import { readFile } from 'node:fs/promises';
import { AbstractTool, Tool, ToolOperation, ToolResult } from '@spora/sdk';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

const pdfText = 'Quarterly figures: 42 crates of apples';

async function smallPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(pdfText, { x: 20, y: 120, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** A configuration on the fake LLM that says its model sees pictures (or not). */
async function fakeModel(person: Person, supportsImages: boolean): Promise<number> {
  const created = await person.api.post<{ config: { id: number } }>('/llm-configs', {
    name: supportsImages ? 'Seeing model' : 'Text-only model',
    driver_class: 'core/OpenAiCompatibleDriver',
    settings: {
      base_url: suite.spora.llm.openaiBaseUrl,
      api_key: 'sk-test-key',
      model: 'fake-model',
      supports_image_input: supportsImages,
    },
  });
  return created.config.id;
}

/** Pastes a picture drawn on a canvas into the text box, as a screenshot from the clipboard would be. */
async function pasteImage(input: Locator, name: string): Promise<void> {
  await input.evaluate(async (element, fileName) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 240, 160);
    gradient.addColorStop(0, '#0b7285');
    gradient.addColorStop(1, '#fab005');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#ffffff';
    context.fillRect(90, 50, 60, 60);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (result) => (result === null ? reject(new Error('no PNG')) : resolve(result)),
        'image/png',
      ),
    );
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([blob], fileName, { type: 'image/png' }));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  }, name);
}

/** Drags a file over the target (left there, so its drop-zone look can be seen) and returns the drop. */
async function dragFileOver(
  target: Locator,
  file: { name: string; type: string; bytes: Uint8Array },
): Promise<() => Promise<void>> {
  const transfer = await target.page().evaluateHandle(
    ({ name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return data;
    },
    { ...file, bytes: Array.from(file.bytes) },
  );
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  return () => target.dispatchEvent('drop', { dataTransfer: transfer });
}

const pendingChips = (page: Page) => page.getByTestId('pending-attachment');

const exportedCsv = 'region,crates\nNorth,42\nSouth,17\n';

/** A tool that answers with a CSV file, as a report or export tool would. */
@Tool({ name: 'crate_export', description: 'Exports the crate counts.' })
@ToolOperation({ name: 'export', description: 'Export the counts as CSV' })
class CrateExportTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('Exported 2 regions.').withFiles({ name: 'crates.csv', content: exportedCsv });
  }

  describeAction(): string {
    return 'Export the crate counts';
  }
}

/** Once the layout has settled at the page's new size (it changes as the viewport narrows). */
async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    )
    .toBe(true);
}

describe('files on messages', () => {
  beforeEach(() => suite.spora.llm.reset());

  it('pastes a picture and drops a PDF into a new conversation; the model gets both, the conversation shows them and the PDF downloads', async () => {
    const person = await suite.spora.person({ name: 'Attacher' });
    const agentId = await suite.spora.agent(person, {
      name: 'Analyst',
      llm_driver_config_id: await fakeModel(person, true),
    });
    const pdf = await smallPdf();
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    const input = page.getByRole('textbox', { name: 'New conversation' });
    await input.fill('What do these two files say?');
    await pasteImage(input, 'sketch.png');

    const composer = page.locator('form.spora-drop-target');
    const drop = await dragFileOver(composer, { name: 'notes.pdf', type: 'application/pdf', bytes: pdf });
    await expect.poll(() => composer.getAttribute('data-dragging')).toBe('true');
    await captureScreens(page, 'message-attachments-drop-zone');
    await drop();
    await expect.poll(() => composer.getAttribute('data-dragging')).toBeNull();

    await expect.poll(() => pendingChips(page).count()).toBe(2);
    await expect
      .poll(() =>
        pendingChips(page).evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-state'))),
      )
      .toEqual(['ready', 'ready']);
    await expect.poll(() => input.inputValue()).toBe('What do these two files say?');
    await page.getByRole('button', { name: 'Remove notes.pdf' }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'message-attachments-composer');
    await captureScreens(page, 'message-attachments-composer');

    suite.spora.llm.enqueue({ kind: 'text', text: 'A drawing and the quarter’s apple count.' });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/tasks\/\d+$/);
    await page.getByText('A drawing and the quarter’s apple count.').waitFor();

    const body = JSON.stringify(suite.spora.llm.requests.at(-1)?.body);
    expect(body).toContain('"type":"image_url"');
    expect(body).toContain('data:image/png;base64,');
    expect(body).toContain('<document name=\\"notes.pdf\\"');
    expect(body).toContain(pdfText);

    const conversation = page.getByTestId('conversation');
    const picture = conversation.getByRole('img', { name: 'sketch.png' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/api\/v1\/files\/\d+\/content$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    const card = conversation.getByTestId('message-attachment').filter({ hasText: 'notes.pdf' });
    await card.getByText(/^PDF document · /).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download notes.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('notes.pdf');
    const path = await download.path();
    expect(new Uint8Array(await readFile(path))).toEqual(pdf);

    await atRest(page);
    await checkAccessibility(page, 'message-attachments-conversation');
    await captureScreens(page, 'message-attachments-conversation');
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await context.close();
  });

  it("shows a file a tool returned on its call's card, for download", async () => {
    suite.spora.platform.tools.register({ kind: 'core' }, CrateExportTool);
    const person = await suite.spora.person({ name: 'Exporter' });
    const agentId = await suite.spora.agent(person, { name: 'Exporter' });
    await person.api.post(`/agents/${agentId}/tools/crate_export/enable`);
    suite.spora.llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'call_1', name: 'crate_export', arguments: {} }] },
      { kind: 'text', text: 'Here is the export.' },
    );
    const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'Export the crates',
    });
    await person.api.waitForTask<{ status: string }>(task.id, (current) => current.status === 'COMPLETED');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/tasks/${task.id}`);
    const returned = page.getByRole('list', { name: 'Files the tool returned' });
    const card = returned.getByTestId('message-attachment').filter({ hasText: 'crates.csv' });
    await card.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download crates.csv' }).click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toBe(exportedCsv);
    // The model was told the file's name and id with the result.
    expect(JSON.stringify(suite.spora.llm.requests.at(-1)?.body)).toMatch(
      /File saved: \\"crates.csv\\" \(file \d+, text\/csv/,
    );
    await atRest(page);
    await checkAccessibility(page, 'message-attachments-tool-file');
    await captureScreens(page, 'message-attachments-tool-file');
    await context.close();
  });

  it('attaches very long pasted text as a file, which the model reads as a named document', async () => {
    const person = await suite.spora.person({ name: 'Paster' });
    const agentId = await suite.spora.agent(person, { name: 'Log reader' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    const input = page.getByRole('textbox', { name: 'New conversation' });
    await input.fill('What went wrong?');
    const log = `${'12:00:01 worker started\n'.repeat(600)}12:00:02 disk full`;
    await input.evaluate((element, text) => {
      const clipboard = new DataTransfer();
      clipboard.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
      );
    }, log);
    await expect.poll(() => pendingChips(page).first().getAttribute('data-state')).toBe('ready');
    await page.getByRole('button', { name: 'Remove pasted-text.txt' }).waitFor();
    expect(await input.inputValue()).toBe('What went wrong?');
    suite.spora.llm.enqueue({ kind: 'text', text: 'The disk is full.' });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The disk is full.').waitFor();
    const body = JSON.stringify(suite.spora.llm.requests.at(-1)?.body);
    expect(body).toContain('<document name=\\"pasted-text.txt\\">');
    expect(body).toContain('12:00:02 disk full');
    await context.close();
  });

  it('keeps the text and the files when the model cannot see pictures, and says why beside the box', async () => {
    const person = await suite.spora.person({ name: 'Refused' });
    const agentId = await suite.spora.agent(person, {
      name: 'Reader',
      llm_driver_config_id: await fakeModel(person, false),
    });
    suite.spora.llm.enqueue({ kind: 'text', text: 'Ready.' });
    const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'Hello',
    });
    await person.api.waitForTask<{ status: string }>(task.id, (current) => current.status === 'COMPLETED');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, {
      viewport: { width: 390, height: 844 },
    });
    expectConsoleError(context, {
      why: 'The follow-up carries a picture the model cannot see: the API refuses it with 422, shown beside the box.',
      matches: refusal(422, `/api/v1/tasks/${task.id}/continue`),
    });

    await page.goto(`${suite.spora.url}/tasks/${task.id}`);
    const input = page.getByTestId('follow-up-input');
    await input.fill('And this picture?');
    await pasteImage(input, 'a-rather-long-screenshot-name-from-a-phone-camera-2026-05-01.png');
    await expect.poll(() => pendingChips(page).first().getAttribute('data-state')).toBe('ready');
    await page.getByTestId('send-followup').click();

    const refused = page.getByTestId('composer-refusal');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/image/i);
    expect(await input.inputValue()).toBe('And this picture?');
    expect(await pendingChips(page).count()).toBe(1);
    await noSidewaysScroll(page);
    await atRest(page);
    await checkAccessibility(page, 'message-attachments-refused');
    await captureScreens(page, 'message-attachments-refused');
    await context.close();
  });
});
