export {
  type DecryptionFailure,
  type DecryptionFailureReason,
  FieldEncryption,
  isEncryptedValue,
} from './field-encryption.js';
export {
  decodeSecretKey,
  type LoadSecretKeyOptions,
  loadSecretKey,
  SecretKey,
  SecretKeyError,
  type SecretKeyErrorCode,
  type SecretKeySource,
  secretKeyBytes,
  secretKeyVariable,
} from './secret-key.js';
export { reportSecretKey } from './secret-key-report.js';
