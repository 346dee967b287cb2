import { describe, expect, it } from 'vitest';
import { pastedFiles, pastedTextFileThreshold } from '../../src/conversations/attachments/pasted-files';

function clipboard(files: File[], text: string): Pick<DataTransfer, 'files' | 'getData'> {
  return {
    files: Object.assign([...files], {
      item: (index: number) => files[index] ?? null,
    }) as unknown as FileList,
    getData: (format: string) => (format === 'text/plain' ? text : ''),
  };
}

describe('what a paste attaches', () => {
  it('takes the files a paste carries, whatever text comes with them', () => {
    const picture = new File(['png'], 'screenshot.png', { type: 'image/png' });
    expect(pastedFiles(clipboard([picture], 'caption'))).toEqual([picture]);
  });

  it('leaves ordinary text to the text box', () => {
    expect(pastedFiles(clipboard([], 'A short note.'))).toEqual([]);
    expect(pastedFiles(clipboard([], 'x'.repeat(pastedTextFileThreshold)))).toEqual([]);
  });

  it('attaches very long text as a text file with all of it', async () => {
    const text = `${'line of a long log\n'.repeat(600)}end`;
    expect(text.length).toBeGreaterThan(pastedTextFileThreshold);
    const [file] = pastedFiles(clipboard([], text));
    expect(file?.name).toBe('pasted-text.txt');
    expect(file?.type).toBe('text/plain');
    expect(await file?.text()).toBe(text);
  });
});
