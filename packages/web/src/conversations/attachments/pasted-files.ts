/** Pasted text longer than this becomes a text file attached to the message, as in other chat apps. */
export const pastedTextFileThreshold = 10_000;

// i18n-exempt: a file name, sent to the model as it is
const pastedTextFileName = 'pasted-text.txt';

/**
 * What a paste attaches: the files it carries (a screenshot, copied images), or a long pasted text
 * as a `.txt` file, so the message stays readable and the model gets it as a named document.
 * Nothing for an ordinary paste, which goes into the box as usual.
 */
export function pastedFiles(clipboard: Pick<DataTransfer, 'files' | 'getData'>): File[] {
  const files = Array.from(clipboard.files);
  if (files.length > 0) return files;
  const text = clipboard.getData('text/plain');
  if (text.length <= pastedTextFileThreshold) return [];
  return [new File([text], pastedTextFileName, { type: 'text/plain' })];
}
