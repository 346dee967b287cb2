// How streamed text is cut into deltas: small pieces, so clients really have to reassemble them.

/** Word by word, each word keeping its trailing whitespace; the pieces join back to the text. */
export function splitIntoWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** Fixed-size pieces, for JSON that has no spaces to cut at. */
export function splitIntoPieces(text: string, size = 8): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size));
  return pieces;
}
