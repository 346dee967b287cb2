import { join } from 'node:path';
import type { SporaConfig } from '../config/index.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

/**
 * The store `filesStore` names: the `filesDir` folder, or a bucket staged through `filesDir`. The
 * S3 client is loaded only for a bucket: it takes a quarter of a second to load, on every start.
 */
export async function fileStoreFromConfig(
  config: Pick<SporaConfig, 'filesDir' | 'filesStore'>,
): Promise<FileStore> {
  const settings = config.filesStore;
  if (settings.kind === 'local') return new LocalFileStore(config.filesDir);
  const { S3FileStore, s3ClientFor } = await import('./s3-file-store.js');
  return new S3FileStore({
    client: s3ClientFor(settings),
    bucket: settings.bucket,
    prefix: settings.prefix,
    stagingDir: join(config.filesDir, '.incoming'),
  });
}
