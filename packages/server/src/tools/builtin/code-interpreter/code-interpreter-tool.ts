import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { type InputFiles, inputFilesOf } from './file-exchange.js';
import { languageName, reportRun } from './run-report.js';
import { limitSettings, limitsFromSettings } from './sandbox-limits.js';
import { runInSandbox } from './sandbox-process.js';
import { type SandboxLanguage, sandboxLanguages } from './sandbox-protocol.js';

const maxCodeCharacters = 100_000;
const shownLines = 3;
const shownLineCharacters = 80;

/**
 * Runs Python (Pyodide: the standard library, no network) or JavaScript (QuickJS: the language,
 * no Node or browser APIs) in a sandbox process with a time limit, a memory limit and no access
 * to the host's files, environment, network or processes. The task's files are in /files; what
 * the code writes to /output comes back as the task's files. The code runs unasked only where an
 * operator says so: it waits for approval by default.
 */
@Tool({
  name: 'code_interpreter',
  description:
    "Run Python or JavaScript code in a sandbox and get what it printed (stdout, stderr) and the value of its last expression. Python is Pyodide with the standard library; JavaScript is QuickJS with the language only (console.log, and fs.readFileSync / writeFileSync / readdirSync / existsSync for files). No network, no package installs. The task's files are in /files (read-only); files the code writes to /output (the working folder) are saved to the task for the user to download.",
  displayName: 'Code interpreter',
  category: 'data',
  icon: 'code',
})
@ToolOperation({
  name: 'run',
  description: 'Run code in the sandbox.',
  requiresApprovalByDefault: true,
  // Not read-only, though nothing outside the sandbox changes: a run can take minutes, so it is shown
  // as running while it runs, and after a crash the model is told it was cut off instead of a
  // person's approved code silently running a second time.
})
@ToolParameter({
  name: 'language',
  type: 'string',
  description: 'The language of the code.',
  enum: [...sandboxLanguages],
})
@ToolParameter({
  name: 'code',
  type: 'string',
  description:
    'The program. Its last expression is returned as its value (Python: its repr; JavaScript: JSON where it has one).',
})
@ToolSetting(limitSettings.languages)
@ToolSetting(limitSettings.timeoutSeconds)
@ToolSetting(limitSettings.memoryMb)
@ToolSetting(limitSettings.maxOutputKb)
export class CodeInterpreterTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const language = languageOf(args.language);
    if (language === null) return ToolResult.error('"language" must be "python" or "javascript".');
    const code = typeof args.code === 'string' ? args.code : '';
    if (code.trim() === '') return ToolResult.error('"code" must be the program to run.');
    if (code.length > maxCodeCharacters) {
      return ToolResult.error(`"code" is longer than ${maxCodeCharacters} characters.`);
    }
    const limits = limitsFromSettings(await ctx.settings());
    if (!limits.languages.includes(language)) {
      const enabled = limits.languages.map(languageName).join(', ') || 'none';
      return ToolResult.error(
        `${languageName(language)} is not enabled for this agent (enabled: ${enabled}).`,
        {
          error_code: 'LANGUAGE_DISABLED',
        },
      );
    }
    let input: InputFiles;
    try {
      input = await inputFilesOf(ctx.files);
    } catch (error) {
      return ToolResult.error(`The task's files could not be read: ${String(error)}`, {
        error_code: 'SANDBOX_FAILED',
      });
    }
    const { languages: _enabled, ...jobLimits } = limits;
    const run = await runInSandbox({ language, code, files: input.files, limits: jobLimits }, ctx.signal);
    if (
      !run.outcome.ok &&
      (run.outcome.code === 'SANDBOX_FAILED' || run.outcome.code === 'SANDBOX_UNAVAILABLE')
    ) {
      ctx.logger.warn('code_interpreter: the sandbox failed', { language, message: run.outcome.message });
    }
    return reportRun(language, run, limits, input.leftOut);
  }

  /** The approval card: the language and the code's first lines. */
  describeAction(args: ToolArguments): string {
    const language = languageOf(args.language);
    const lines = String(args.code ?? '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '');
    const shown = lines
      .slice(0, shownLines)
      .map((line) =>
        line.length > shownLineCharacters ? `${line.slice(0, shownLineCharacters - 1)}…` : line,
      );
    const more = lines.length > shownLines ? ` ⏎ … (${lines.length - shownLines} more lines)` : '';
    const name = language === null ? 'code' : `${languageName(language)} code`;
    return shown.length === 0 ? `run ${name}` : `run ${name}: ${shown.join(' ⏎ ')}${more}`;
  }
}

function languageOf(value: unknown): SandboxLanguage | null {
  return sandboxLanguages.find((language) => language === value) ?? null;
}
