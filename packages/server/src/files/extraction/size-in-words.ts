const megabyte = 1024 * 1024;

/** A byte count for a message: exact below a megabyte, in megabytes above. */
export function sizeInWords(bytes: number): string {
  if (bytes < megabyte) return `${bytes.toLocaleString('en-US')} bytes`;
  return `${(bytes / megabyte).toFixed(1).replace(/\.0$/, '')} MB`;
}
