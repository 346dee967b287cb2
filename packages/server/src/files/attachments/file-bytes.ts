import type { FileStore } from '../file-store.js';

/**
 * A blob's whole content, for a model or a parser that needs it in one piece; the caller has
 * checked its size against its own limit. Null when the store has no blob under the hash.
 */
export async function readBlob(store: FileStore, sha256: string): Promise<Buffer | null> {
  const content = await store.open(sha256);
  if (content === null) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
