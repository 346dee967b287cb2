import { ToolResult } from '@spora/sdk';
import { resultFilesOf } from './file-exchange.js';
import type { SandboxLimits } from './sandbox-limits.js';
import type { PrintedText, SandboxRun } from './sandbox-process.js';
import type { SandboxLanguage } from './sandbox-protocol.js';

const languageNames: Record<SandboxLanguage, string> = { python: 'Python', javascript: 'JavaScript' };

export function languageName(language: SandboxLanguage): string {
  return languageNames[language];
}

/**
 * The result the model reads: what the code printed, its last value or its error, and notes on
 * what was cut or left out. A run that failed (the code's exception, a limit, the sandbox) is a
 * failed result with an `error_code`; what it printed before is still shown. Written files travel
 * with the result and are saved as the task's.
 */
export function reportRun(
  language: SandboxLanguage,
  run: SandboxRun,
  limits: SandboxLimits,
  inputFilesLeftOut: readonly string[],
): ToolResult {
  const outcome = run.outcome;
  const maxOutputKb = limits.maxOutputBytes / 1024;
  const sections = [
    outcome.ok ? null : failureText(outcome, limits),
    printed('stdout', run.stdout, maxOutputKb),
    printed('stderr', run.stderr, maxOutputKb),
    outcome.ok && outcome.value !== null ? `Last value: ${cut(outcome.value, limits.maxOutputBytes)}` : null,
    run.skippedFiles.length > 0 ? `[Files not returned: ${run.skippedFiles.join('; ')}]` : null,
    inputFilesLeftOut.length > 0 ? `[Task files not in /files: ${inputFilesLeftOut.join('; ')}]` : null,
  ].filter((section) => section !== null);
  if (outcome.ok && sections.length === 0) sections.push('The code ran and printed nothing.');
  const data = {
    language,
    value: outcome.ok && outcome.value !== null ? outcome.value.slice(0, limits.maxOutputBytes) : null,
    stdout: run.stdout.text,
    stderr: run.stderr.text,
    stdout_truncated: run.stdout.truncated,
    stderr_truncated: run.stderr.truncated,
    files: run.files.map((file) => file.path),
    skipped_files: [...run.skippedFiles],
    load_ms: run.loadMs,
    run_ms: run.runMs,
  };
  const content = sections.join('\n\n');
  if (outcome.ok) return ToolResult.ok(content, data).withFiles(...resultFilesOf(run.files));
  return ToolResult.error(content, {
    ...data,
    error_code: outcome.code,
    error_type: outcome.errorType,
    error_message: outcome.message,
  }).withFiles(...resultFilesOf(run.files));
}

function failureText(outcome: Extract<SandboxRun['outcome'], { ok: false }>, limits: SandboxLimits): string {
  const traceback = outcome.traceback === '' ? '' : `\n${outcome.traceback.trimEnd()}`;
  switch (outcome.code) {
    case 'TIMEOUT':
      return `The code ran longer than the time limit (${limits.timeoutMs / 1000} s) and was stopped.`;
    case 'MEMORY_LIMIT':
      return `The code used more than the memory limit (${limits.memoryBytes / 1024 / 1024} MB) and was stopped.${traceback}`;
    case 'CODE_ERROR':
      return traceback === ''
        ? `The code raised ${outcome.errorType}: ${outcome.message}`
        : `The code raised an error:${traceback}`;
    default:
      return outcome.message;
  }
}

function printed(name: string, text: PrintedText, maxOutputKb: number): string | null {
  if (text.text === '') return null;
  const cut = text.truncated ? `\n[${name} was cut at ${maxOutputKb} KB]` : '';
  return `${name}:\n${text.text.replace(/\n$/, '')}${cut}`;
}

// The sandbox sends one character past the limit when the value was longer.
function cut(value: string, limit: number): string {
  return value.length > limit ? `${value.slice(0, limit)} … [cut at ${limit / 1024} KB]` : value;
}
