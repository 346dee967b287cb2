import { FileError } from './file-error.js';

export const maximumFileNameLength = 255;

// C0 and C1 controls, DEL, and the bidirectional overrides that can make `evil.exe` read as `exe.txt`.
const unsafeCharacters = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a file is stored and offered for download under: the last part of what the client
 * sent (no folders), NFC-normalised, without control or direction-changing characters, trimmed,
 * and at most 255 characters (shortened before the extension). Nothing left, or only dots, is
 * `FILE_NAME_INVALID`.
 */
export function sanitiseFileName(sent: string): string {
  const base = sent.split(/[/\\]/).pop() ?? '';
  const name = base.normalize('NFC').replace(unsafeCharacters, '').trim();
  if (name === '' || /^\.+$/.test(name)) {
    throw new FileError('FILE_NAME_INVALID', 'The file needs a name (other than dots and folder parts).', {
      name: sent.slice(0, 300),
    });
  }
  return shortened(name);
}

function shortened(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= maximumFileNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  // Something that long after the last dot is no extension worth keeping.
  const kept = extension.length <= 16 ? extension : [];
  return [...characters.slice(0, maximumFileNameLength - kept.length), ...kept].join('');
}
