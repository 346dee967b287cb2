import type { SandboxFile, SandboxJobLimits } from './sandbox-protocol.js';
import { inputFolder, outputFolder } from './sandbox-protocol.js';

/** The part of Emscripten's in-memory file system (Pyodide's `FS`) the sandbox uses. */
export interface EmscriptenFs {
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
  readFile(path: string): Uint8Array;
  readdir(path: string): string[];
  lstat(path: string): { mode: number; size: number };
  isDir(mode: number): boolean;
  isFile(mode: number): boolean;
  chmod(path: string, mode: number): void;
  chdir(path: string): void;
}

/**
 * Writes the task's files under the input folder, read-only (Emscripten checks the mode bits, so
 * writing one raises PermissionError), and makes the empty output folder.
 */
export function placeInputFiles(fs: EmscriptenFs, files: readonly SandboxFile[]): void {
  fs.mkdirTree(inputFolder);
  for (const file of files) {
    const path = `${inputFolder}/${file.path}`;
    fs.writeFile(path, Buffer.from(file.base64, 'base64'));
    fs.chmod(path, 0o444);
  }
  fs.chmod(inputFolder, 0o555);
  fs.mkdirTree(outputFolder);
}

/**
 * The files the code left under the output folder, sub-folders included (as `plots/a.png`),
 * within the count and size limits; links are not followed, so a link to a task file does not
 * come back as a new file.
 */
export function collectOutputFiles(
  fs: EmscriptenFs,
  limits: SandboxJobLimits,
): { files: SandboxFile[]; skippedFiles: string[] } {
  const files: SandboxFile[] = [];
  const skippedFiles: string[] = [];
  let totalBytes = 0;
  const visit = (folder: string, prefix: string): void => {
    for (const name of fs.readdir(folder).sort()) {
      if (name === '.' || name === '..') continue;
      const path = `${folder}/${name}`;
      const relative = `${prefix}${name}`;
      const { mode, size } = fs.lstat(path);
      if (fs.isDir(mode)) {
        visit(path, `${relative}/`);
      } else if (!fs.isFile(mode)) {
      } else if (size > limits.maxOutputFileBytes) {
        skippedFiles.push(`${relative}: larger than ${limits.maxOutputFileBytes} bytes`);
      } else if (files.length >= limits.maxOutputFiles) {
        skippedFiles.push(`${relative}: more than ${limits.maxOutputFiles} files`);
      } else if (totalBytes + size > limits.maxOutputTotalBytes) {
        skippedFiles.push(`${relative}: more than ${limits.maxOutputTotalBytes} bytes in all`);
      } else {
        totalBytes += size;
        files.push({ path: relative, base64: Buffer.from(fs.readFile(path)).toString('base64') });
      }
    }
  };
  visit(outputFolder, '');
  return { files, skippedFiles };
}
