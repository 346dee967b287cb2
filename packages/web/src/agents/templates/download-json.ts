/** Saves a value as a pretty-printed JSON file through the browser's download, without a round trip. */
export function downloadJson(filename: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
