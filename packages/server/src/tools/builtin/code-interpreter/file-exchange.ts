import type { TaskFiles, ToolResultFile } from '@spora/sdk';
import { fileLimits } from './sandbox-limits.js';
import type { SandboxFile } from './sandbox-protocol.js';

/** The task's files as the sandbox gets them, and the ones left out with the reason. */
export interface InputFiles {
  readonly files: readonly SandboxFile[];
  readonly leftOut: readonly string[];
}

/**
 * The task's files for the input folder, by name. A name that two files share gets the later
 * file's id in front (`7-data.csv`), so each stays reachable; a name is never a path. Files over
 * the size limits are left out and named, so the model knows why one is missing.
 */
export async function inputFilesOf(taskFiles: TaskFiles | undefined): Promise<InputFiles> {
  if (taskFiles === undefined) return { files: [], leftOut: [] };
  const files: SandboxFile[] = [];
  const leftOut: string[] = [];
  const taken = new Set<string>();
  let totalBytes = 0;
  for (const file of await taskFiles.list()) {
    if (file.sizeBytes > fileLimits.maxInputFileBytes) {
      leftOut.push(`${file.name} (larger than ${megabytes(fileLimits.maxInputFileBytes)})`);
      continue;
    }
    if (totalBytes + file.sizeBytes > fileLimits.maxInputTotalBytes) {
      leftOut.push(`${file.name} (the files come to more than ${megabytes(fileLimits.maxInputTotalBytes)})`);
      continue;
    }
    const content = await taskFiles.read(file.id);
    if (content === null) continue;
    totalBytes += content.byteLength;
    const plain = plainName(file.name);
    const name = taken.has(plain) ? `${file.id}-${plain}` : plain;
    taken.add(name);
    files.push({ path: name, base64: Buffer.from(content).toString('base64') });
  }
  return { files, leftOut };
}

/** What the code wrote, as files of the result: `plots/a.png` is saved as `plots_a.png`. */
export function resultFilesOf(files: readonly SandboxFile[]): ToolResultFile[] {
  return files.map((file) => ({
    name: file.path.replaceAll('/', '_'),
    content: new Uint8Array(Buffer.from(file.base64, 'base64')),
  }));
}

// A stored name is already sanitised; this only keeps it one plain entry of the folder.
function plainName(name: string): string {
  const plain = name.replace(/[/\\\0]/g, '_');
  return plain === '' || plain === '.' || plain === '..' ? 'file' : plain;
}

function megabytes(bytes: number): string {
  return `${bytes / 1024 / 1024} MB`;
}
