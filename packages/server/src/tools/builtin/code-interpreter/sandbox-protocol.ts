/**
 * What the server and a sandbox process say to each other. The server writes one job as JSON to
 * the process's standard input; the process answers with newline-delimited JSON messages on its
 * standard output: `ready` when the runtime has loaded and the code starts (the time limit counts
 * from here), `output` as the code prints, and `done` at the end (or `failed`). Nothing else
 * crosses.
 *
 * The sandbox process imports this file too, so it holds types and plain constants only: the
 * process may read nothing outside this folder and its runtime's package.
 */

export const sandboxLanguages = ['python', 'javascript'] as const;
export type SandboxLanguage = (typeof sandboxLanguages)[number];

/** The folder that holds the task's files (read-only) inside the sandbox. */
export const inputFolder = '/files';
/** The folder the code starts in; whatever it writes here comes back as files. */
export const outputFolder = '/output';

/** A file crossing the boundary: its path below the folder it belongs to, and its bytes. */
export interface SandboxFile {
  readonly path: string;
  readonly base64: string;
}

export interface SandboxJobLimits {
  readonly timeoutMs: number;
  /** The most memory the runtime's heap may grow to (Python's or QuickJS's). */
  readonly memoryBytes: number;
  /** The most of each stream (stdout, stderr) and of the last value that is kept. */
  readonly maxOutputBytes: number;
  readonly maxOutputFiles: number;
  readonly maxOutputFileBytes: number;
  readonly maxOutputTotalBytes: number;
}

/** Where the runtime's package lies, as file URLs the sandbox imports. */
export type SandboxRuntime =
  | { readonly language: 'python'; readonly pyodideFolder: string }
  | { readonly language: 'javascript'; readonly coreModule: string; readonly variantModule: string };

export interface SandboxJob {
  readonly runtime: SandboxRuntime;
  readonly code: string;
  /** Placed under `inputFolder`. */
  readonly files: readonly SandboxFile[];
  readonly limits: SandboxJobLimits;
}

/** Why code did not finish: its own exception, or a limit the sandbox enforced. */
export type SandboxErrorCode = 'CODE_ERROR' | 'TIMEOUT' | 'MEMORY_LIMIT';

export type CodeOutcome =
  | { readonly ok: true; readonly value: string | null }
  | {
      readonly ok: false;
      readonly code: SandboxErrorCode;
      readonly errorType: string;
      readonly message: string;
      readonly traceback: string;
    };

export type SandboxMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'output'; readonly stream: 'stdout' | 'stderr'; readonly text: string }
  | {
      readonly type: 'done';
      readonly outcome: CodeOutcome;
      /** Written under `outputFolder`, within the limits. */
      readonly files: readonly SandboxFile[];
      /** Paths written but not returned, each with the limit it broke. */
      readonly skippedFiles: readonly string[];
    }
  /** The sandbox itself broke down (a runtime that would not load): not the code's doing. */
  | { readonly type: 'failed'; readonly message: string };
