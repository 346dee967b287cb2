import { TextDecoder } from 'node:util';

/** What the sniffing needs to know of a whole stream, gathered while it passes through. */
export interface ContentSample {
  /** The first bytes (up to `sampleBytes`). */
  readonly head: Buffer;
  /** The whole content is valid UTF-8 without NUL bytes: text, whatever its name says. */
  readonly text: boolean;
}

const sampleBytes = 64 * 1024;

/**
 * Passes `source` through unchanged while keeping its first bytes and checking, chunk by chunk,
 * whether the whole of it is UTF-8 text; `sample()` answers once the stream has ended.
 */
export function sampleContent(source: AsyncIterable<Uint8Array>): {
  readonly content: AsyncIterable<Uint8Array>;
  sample(): ContentSample;
} {
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let text = true;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const content = (async function* () {
    for await (const chunk of source) {
      if (headLength < sampleBytes) {
        const part = Buffer.from(chunk.subarray(0, sampleBytes - headLength));
        headChunks.push(part);
        headLength += part.length;
      }
      if (text) text = isTextChunk(decoder, chunk);
      yield chunk;
    }
    if (text) text = isTextChunk(decoder, undefined);
  })();
  return { content, sample: () => ({ head: Buffer.concat(headChunks), text }) };
}

/** One more chunk of UTF-8 text (undefined: the end, where a split character would be left over). */
function isTextChunk(decoder: TextDecoder, chunk: Uint8Array | undefined): boolean {
  if (chunk?.includes(0)) return false;
  try {
    decoder.decode(chunk, { stream: chunk !== undefined });
    return true;
  } catch {
    return false;
  }
}
