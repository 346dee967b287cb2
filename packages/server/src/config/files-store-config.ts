// Where uploaded files are kept: the local folder, or an S3-compatible bucket.
import { dirname, join, resolve } from 'node:path';
import {
  type DatabaseLocation,
  type FilesStoreConfig,
  type FilesStoreKind,
  filesStoreKinds,
  type SporaConfigInput,
} from './config.js';
import { isHttpAddress, parseBoolean } from './config-values.js';

/** The files store and, for `s3`, its bucket settings; null (with `problems` added) when invalid. */
export function parseFilesStore(input: SporaConfigInput, problems: string[]): FilesStoreConfig | null {
  const kind = String(input.filesStore ?? '')
    .trim()
    .toLowerCase() as FilesStoreKind;
  if (!filesStoreKinds.includes(kind)) {
    problems.push(
      `filesStore (SPORA_FILES_STORE) must be one of ${filesStoreKinds.join(', ')}, got ${JSON.stringify(input.filesStore)}`,
    );
    return null;
  }
  if (kind === 'local') return { kind };
  const before = problems.length;
  const text = (value: unknown) => (value === undefined ? '' : String(value).trim());
  const bucket = text(input.s3Bucket);
  if (bucket === '') problems.push('s3Bucket (SPORA_S3_BUCKET) is required when filesStore is s3');
  const endpoint = text(input.s3Endpoint);
  if (endpoint !== '' && !isHttpAddress(endpoint)) {
    problems.push(
      `s3Endpoint (SPORA_S3_ENDPOINT) must be an http:// or https:// address, got ${JSON.stringify(input.s3Endpoint)}`,
    );
  }
  const region = text(input.s3Region);
  if (region === '') problems.push('s3Region (SPORA_S3_REGION) must not be empty');
  const accessKeyId = text(input.s3AccessKeyId);
  const secretAccessKey = text(input.s3SecretAccessKey);
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    problems.push(
      's3AccessKeyId (SPORA_S3_ACCESS_KEY_ID) and s3SecretAccessKey (SPORA_S3_SECRET_ACCESS_KEY) must be set together, or neither for the AWS SDK default credentials',
    );
  }
  const forcePathStyle =
    input.s3ForcePathStyle === undefined ? endpoint !== '' : parseBoolean(input.s3ForcePathStyle);
  if (forcePathStyle === null) {
    problems.push(
      `s3ForcePathStyle (SPORA_S3_FORCE_PATH_STYLE) must be true or false, got ${JSON.stringify(input.s3ForcePathStyle)}`,
    );
  }
  if (problems.length > before || forcePathStyle === null) return null;
  const prefix = text(input.s3Prefix).replace(/^\/+/, '');
  return {
    kind,
    bucket,
    endpoint: endpoint === '' ? null : endpoint,
    region,
    credentials: accessKeyId === '' ? null : { accessKeyId, secretAccessKey },
    // Keys read as folders in bucket browsers and lifecycle rules only when the prefix ends in `/`.
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    forcePathStyle,
  };
}

/**
 * Files are kept beside the SQLite database they belong to (`<folder>/files`), so the folder a
 * backup copies holds both; with PostgreSQL (or an in-memory database), `./data/files`.
 */
export function defaultFilesDir(database: DatabaseLocation, cwd: string): string {
  if (database.kind === 'sqlite' && database.path !== ':memory:')
    return join(dirname(database.path), 'files');
  return resolve(cwd, 'data', 'files');
}
