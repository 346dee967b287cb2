/**
 * Where file content lives, addressed by its SHA-256: one blob per distinct content, however many
 * files share it. Content is streamed in and out, never held whole in memory. Implementations:
 * `LocalFileStore` (a folder); an S3-compatible store is meant to fit the same contract.
 */
export interface FileStore {
  /**
   * Streams `content` to a staging place while hashing and counting it; nothing is visible under
   * the hash until the staged blob is kept. More than `maxBytes` fails with `FILE_TOO_LARGE`, and a
   * failed or interrupted stream leaves nothing behind.
   */
  stage(content: AsyncIterable<Uint8Array>, options: { readonly maxBytes: number }): Promise<StagedBlob>;
  /** The blob's content, or null when the store has no blob under this hash. */
  open(sha256: string): Promise<NodeJS.ReadableStream | null>;
  has(sha256: string): Promise<boolean>;
  /** Removes the blob; removing one that is not there is no error. */
  remove(sha256: string): Promise<void>;
  /** Lets go of what the store holds open (an S3 client's sockets); called once, as the platform closes. */
  close(): void;
}

/** Content that was streamed in and hashed, waiting to be kept under its hash or discarded. */
export interface StagedBlob {
  readonly sha256: string;
  readonly size: number;
  /**
   * Makes the content the blob under its hash: a blob already there is identical and stays; a
   * missing one (removed while this upload ran) is created again.
   */
  keep(): Promise<void>;
  discard(): Promise<void>;
}

const sha256Pattern = /^[0-9a-f]{64}$/;

/** Hashes are the only names a store derives paths or keys from; anything else is a bug. */
export function assertSha256(sha256: string): void {
  if (!sha256Pattern.test(sha256)) throw new Error(`Not a SHA-256 hex digest: ${JSON.stringify(sha256)}`);
}
