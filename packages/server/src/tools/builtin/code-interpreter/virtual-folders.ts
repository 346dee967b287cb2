import { posix } from 'node:path';
import type { SandboxFile, SandboxJobLimits } from './sandbox-protocol.js';
import { inputFolder, outputFolder } from './sandbox-protocol.js';

/**
 * The two folders JavaScript code sees through `fs`, kept in memory: the task's files under the
 * input folder, read-only, and the output folder the code writes to (relative paths start there).
 * Writing stops at the output limits, so code cannot fill the process's memory with files.
 */
export class VirtualFolders {
  private readonly inputs = new Map<string, Uint8Array>();
  private readonly outputs = new Map<string, Uint8Array>();
  private writtenBytes = 0;

  constructor(
    files: readonly SandboxFile[],
    private readonly limits: SandboxJobLimits,
  ) {
    for (const file of files)
      this.inputs.set(`${inputFolder}/${file.path}`, Buffer.from(file.base64, 'base64'));
  }

  read(path: string): Uint8Array {
    const resolved = resolve(path);
    const content = this.inputs.get(resolved) ?? this.outputs.get(resolved);
    if (content === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
    return content;
  }

  exists(path: string): boolean {
    const resolved = resolve(path);
    return (
      resolved === inputFolder ||
      resolved === outputFolder ||
      this.inputs.has(resolved) ||
      this.outputs.has(resolved) ||
      this.list(resolved).length > 0
    );
  }

  /** The names directly inside a folder (sub-folders of the output folder included). */
  list(path: string): string[] {
    const folder = resolve(path);
    const names = new Set<string>();
    for (const file of [...this.inputs.keys(), ...this.outputs.keys()]) {
      if (!file.startsWith(`${folder}/`)) continue;
      names.add(file.slice(folder.length + 1).split('/')[0] ?? '');
    }
    if (folder === '/') for (const root of [inputFolder, outputFolder]) names.add(root.slice(1));
    return [...names].sort();
  }

  write(path: string, content: Uint8Array): void {
    const resolved = resolve(path);
    if (!resolved.startsWith(`${outputFolder}/`)) {
      throw new Error(`EACCES: permission denied, open '${path}' (only ${outputFolder} is writable)`);
    }
    if (content.byteLength > this.limits.maxOutputFileBytes) {
      throw new Error(`EFBIG: '${path}' is larger than ${this.limits.maxOutputFileBytes} bytes`);
    }
    const replaced = this.outputs.get(resolved)?.byteLength ?? 0;
    const total = this.writtenBytes - replaced + content.byteLength;
    if (total > this.limits.maxOutputTotalBytes) {
      throw new Error(`ENOSPC: the output folder holds at most ${this.limits.maxOutputTotalBytes} bytes`);
    }
    if (!this.outputs.has(resolved) && this.outputs.size >= this.limits.maxOutputFiles) {
      throw new Error(`ENOSPC: the output folder holds at most ${this.limits.maxOutputFiles} files`);
    }
    this.writtenBytes = total;
    this.outputs.set(resolved, content);
  }

  collect(): { files: SandboxFile[]; skippedFiles: string[] } {
    const files = [...this.outputs.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, content]) => ({
        path: path.slice(outputFolder.length + 1),
        base64: Buffer.from(content).toString('base64'),
      }));
    return { files, skippedFiles: [] };
  }
}

// Relative paths start in the output folder, as Python's working folder does.
function resolve(path: string): string {
  return posix.resolve(outputFolder, path);
}
