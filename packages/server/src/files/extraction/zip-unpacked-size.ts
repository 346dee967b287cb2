/**
 * How many bytes a zip unpacks to, found by unpacking each entry with a cap rather than by
 * trusting the sizes its headers declare. A DOCX is a zip, and mammoth unpacks it in memory: a
 * zip bomb of a few kilobytes would otherwise grow to gigabytes there, far past anything the
 * input-size limit sees. The cap bounds what this check itself holds at once, entry by entry.
 *
 * Only what DOCX files use is read: stored and deflated entries, no ZIP64 (a DOCX over 4 GB is
 * refused by the input limit long before).
 */
import { constants } from 'node:buffer';
import { inflateRawSync } from 'node:zlib';

export type UnpackedZipSize =
  | { readonly ok: true; readonly bytes: number }
  | { readonly ok: false; readonly reason: 'too-large' }
  | { readonly ok: false; readonly reason: 'unreadable'; readonly message: string };

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const endOfDirectoryLength = 22;
const longestZipComment = 0xffff;
const stored = 0;
const deflated = 8;
// Names are UTF-8 (or CP437, where the two agree on the ASCII names DOCX parts have).
const entryNames = new TextDecoder();

/** The unpacked size of the entries whose names `counts` accepts; the others are skipped unread. */
export function unpackedZipSize(
  zip: Uint8Array,
  counts: (entryName: string) => boolean,
  maxBytes: number,
): UnpackedZipSize {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = endOfDirectoryOffset(view);
  if (end === undefined) return unreadable('it has no zip directory');
  const entryCount = view.getUint16(end + 10, true);
  let position = view.getUint32(end + 16, true);
  if (entryCount === 0xffff || position === 0xffffffff) return unreadable('ZIP64 archives are not read');
  let total = 0;
  for (let entry = 0; entry < entryCount; entry++) {
    if (!hasSignature(view, position, directoryEntrySignature, 46))
      return unreadable('its zip directory is damaged');
    const method = view.getUint16(position + 10, true);
    const compressedSize = view.getUint32(position + 20, true);
    const localHeader = view.getUint32(position + 42, true);
    const nameLength = view.getUint16(position + 28, true);
    const name = entryNames.decode(zip.subarray(position + 46, position + 46 + nameLength));
    position += 46 + nameLength + view.getUint16(position + 30, true) + view.getUint16(position + 32, true);
    if (!counts(name)) continue;
    if (!hasSignature(view, localHeader, localHeaderSignature, 30))
      return unreadable('a zip entry is damaged');
    const dataStart =
      localHeader + 30 + view.getUint16(localHeader + 26, true) + view.getUint16(localHeader + 28, true);
    if (dataStart + compressedSize > zip.byteLength)
      return unreadable('a zip entry runs past the end of the file');
    const size = entrySize(zip.subarray(dataStart, dataStart + compressedSize), method, maxBytes - total);
    if (!size.ok) return size;
    total += size.bytes;
  }
  return { ok: true, bytes: total };
}

function entrySize(data: Uint8Array, method: number, budget: number): UnpackedZipSize {
  if (method === stored)
    return data.byteLength > budget
      ? { ok: false, reason: 'too-large' }
      : { ok: true, bytes: data.byteLength };
  if (method !== deflated) return unreadable(`a zip entry uses compression method ${method}`);
  try {
    // One byte past the budget tells "exactly the budget" from "over it".
    const bytes = inflateRawSync(data, {
      maxOutputLength: Math.min(budget + 1, constants.MAX_LENGTH),
    }).byteLength;
    return bytes > budget ? { ok: false, reason: 'too-large' } : { ok: true, bytes };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
      return { ok: false, reason: 'too-large' };
    return unreadable(
      `a zip entry does not inflate (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** The end-of-directory record sits at the end, before a comment of up to 64 KB. */
function endOfDirectoryOffset(view: DataView): number | undefined {
  const last = view.byteLength - endOfDirectoryLength;
  for (let offset = last; offset >= 0 && offset >= last - longestZipComment; offset--) {
    if (view.getUint32(offset, true) === endOfDirectorySignature) return offset;
  }
  return undefined;
}

function hasSignature(view: DataView, offset: number, signature: number, headerLength: number): boolean {
  return offset + headerLength <= view.byteLength && view.getUint32(offset, true) === signature;
}

function unreadable(message: string): UnpackedZipSize {
  return { ok: false, reason: 'unreadable', message };
}
