import type { EffectiveSettings, ToolSettingOptions } from '@spora/sdk';
import { type SandboxJobLimits, type SandboxLanguage, sandboxLanguages } from './sandbox-protocol.js';

/** The limits of one run, read from the tool's settings (each falls back to its default). */
export interface SandboxLimits extends SandboxJobLimits {
  readonly languages: readonly SandboxLanguage[];
}

const defaults = { timeoutSeconds: 30, memoryMb: 256, maxOutputKb: 64 } as const;

/**
 * Limits that are not settings: what the task's files and the returned files may weigh. Files
 * cross the process boundary as base64 in one JSON document, so they stay small enough to copy.
 */
export const fileLimits = {
  /** Task files larger than this are left out of the input folder. */
  maxInputFileBytes: 16 * 1024 * 1024,
  maxInputTotalBytes: 32 * 1024 * 1024,
  maxOutputFiles: 20,
  maxOutputFileBytes: 10 * 1024 * 1024,
  maxOutputTotalBytes: 20 * 1024 * 1024,
} as const;

/** The settings' declarations, kept beside the parsing that reads them. */
export const limitSettings = {
  languages: {
    key: 'languages',
    label: 'Languages',
    type: 'multi-select',
    description: 'The languages code may be written in.',
    options: [
      { value: 'python', label: 'Python (Pyodide)' },
      { value: 'javascript', label: 'JavaScript (QuickJS)' },
    ],
    default: [...sandboxLanguages],
    exposeToLlm: true,
  },
  timeoutSeconds: {
    key: 'timeout_seconds',
    label: 'Time limit (seconds)',
    type: 'text',
    description: 'How long code may run, in whole seconds from 1 to 300; it is stopped then.',
    default: String(defaults.timeoutSeconds),
    validation: '^(?:[1-9]|[1-9][0-9]|[12][0-9]{2}|300)$',
    exposeToLlm: true,
  },
  memoryMb: {
    key: 'memory_mb',
    label: 'Memory limit (MB)',
    type: 'text',
    description: "How much memory the code's runtime may use, in whole megabytes from 64 to 2048.",
    default: String(defaults.memoryMb),
    validation: '^(?:6[4-9]|[7-9][0-9]|[1-9][0-9]{2}|1[0-9]{3}|20[0-3][0-9]|204[0-8])$',
    exposeToLlm: true,
  },
  maxOutputKb: {
    key: 'max_output_kb',
    label: 'Largest output (KB)',
    type: 'text',
    description:
      'How much of the printed output (each of stdout and stderr) and of the last value is kept, in whole kilobytes from 1 to 1024.',
    default: String(defaults.maxOutputKb),
    validation: '^(?:[1-9]|[1-9][0-9]{1,2}|10[01][0-9]|102[0-4])$',
  },
} satisfies Record<string, ToolSettingOptions>;

export function limitsFromSettings(settings: EffectiveSettings): SandboxLimits {
  return {
    languages: languagesFrom(settings[limitSettings.languages.key]),
    timeoutMs:
      wholeNumber(settings[limitSettings.timeoutSeconds.key], 1, 300, defaults.timeoutSeconds) * 1000,
    memoryBytes: wholeNumber(settings[limitSettings.memoryMb.key], 64, 2048, defaults.memoryMb) * 1024 * 1024,
    maxOutputBytes:
      wholeNumber(settings[limitSettings.maxOutputKb.key], 1, 1024, defaults.maxOutputKb) * 1024,
    maxOutputFiles: fileLimits.maxOutputFiles,
    maxOutputFileBytes: fileLimits.maxOutputFileBytes,
    maxOutputTotalBytes: fileLimits.maxOutputTotalBytes,
  };
}

// An unset multi-select (null) means the default; an empty one means none.
function languagesFrom(value: unknown): readonly SandboxLanguage[] {
  if (!Array.isArray(value)) return sandboxLanguages;
  return sandboxLanguages.filter((language) => value.includes(language));
}

function wholeNumber(value: unknown, minimum: number, maximum: number, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= minimum && number <= maximum ? number : fallback;
}
