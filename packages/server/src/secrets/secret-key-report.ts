import type { Logger } from '../logging/logger.js';
import type { SecretKey } from './secret-key.js';

/**
 * Says in the log what an operator must know about the key: where a new one was created (it has
 * to be backed up), that a file is readable by others, or that it still sits at its old place.
 */
export function reportSecretKey(logger: Logger, key: SecretKey): void {
  const { source } = key;
  if (source.kind !== 'file') return;
  if (source.created) {
    logger.warn(
      { secret_key_file: source.path },
      `Created a new secret key at ${source.path}. Back it up together with the database: without it, stored secrets cannot be decrypted (docs/operations.md, Backup and restore).`,
    );
  }
  if (source.movesTo !== undefined) {
    logger.warn(
      { secret_key_file: source.path, expected_at: source.movesTo },
      `The secret key was read from ${source.path}, where earlier versions kept it for every installation started in that folder. Move it to ${source.movesTo} (mkdir -p, then mv, keeping mode 0600), or set SPORA_SECRET_KEY_FILE to its path.`,
    );
  }
  if (source.readableByOthers) {
    logger.warn(
      { secret_key_file: source.path },
      `The secret key file ${source.path} can be read by other users; restrict it with chmod 600.`,
    );
  }
}
