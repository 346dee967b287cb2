/**
 * Text documents (plain text, Markdown, CSV, JSON) are read as UTF-8 only: a byte-order mark is
 * dropped, and bytes that are not UTF-8 are refused rather than shown to the model as
 * replacement characters.
 */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The text, or `undefined` when the bytes are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** JSON pretty-printed so the model sees its structure; text that does not parse stays as written. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
