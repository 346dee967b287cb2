/**
 * Cuts text to at most `maxCharacters` at the last line break that fits, so the model never sees
 * half a line (a CSV row, a table cell). Text with no line break in reach is cut at the limit,
 * without splitting a surrogate pair.
 */
export function cutAtLineBoundary(
  text: string,
  maxCharacters: number,
): { readonly text: string; readonly truncated: boolean } {
  if (text.length <= maxCharacters) return { text, truncated: false };
  const lastBreak = text.lastIndexOf('\n', maxCharacters);
  if (lastBreak > 0) return { text: text.slice(0, lastBreak).trimEnd(), truncated: true };
  const end = isHighSurrogate(text.charCodeAt(maxCharacters - 1)) ? maxCharacters - 1 : maxCharacters;
  return { text: text.slice(0, end), truncated: true };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
