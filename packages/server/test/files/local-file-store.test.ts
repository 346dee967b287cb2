import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStore } from '../../src/files/index.js';
import { describeFileStoreContract } from './file-store-contract.js';
import { filesUnder } from './multipart-upload.js';

describeFileStoreContract('local', async () => {
  const root = mkdtempSync(join(tmpdir(), 'spora-files-'));
  return {
    store: new LocalFileStore(root),
    folder: root,
    // Staged partial files live under the root too (`.incoming/`), so they are listed as well.
    contents: async () => filesUnder(root),
    blobName: (sha) => join(sha.slice(0, 2), sha),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
});
