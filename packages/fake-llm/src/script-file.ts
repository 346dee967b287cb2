// Scripts stored as JSON files, for the CLI and for fixtures shared between tests, benchmarks and the demo.
import { readFile } from 'node:fs/promises';
import { isJsonObject, parseJson } from './http-io.js';
import { FakeLlmScriptError, parseScript, parseStep } from './parse-script.js';
import type { Step } from './script.js';

export interface ScriptFile {
  steps: Step[];
  fallback?: Step;
}

/** Reads either a bare array of steps or `{ "steps": [...], "fallback": {...} }`. */
export async function loadScriptFile(path: string): Promise<ScriptFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new FakeLlmScriptError(
      `${path}: cannot read the script file (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const parsed = parseJson(text);
  if (!parsed.ok)
    throw new FakeLlmScriptError(`${path}: the script file is not valid JSON (${parsed.error})`);

  try {
    if (!isJsonObject(parsed.value)) return { steps: parseScript(parsed.value) };
    const { steps, fallback, ...unknown } = parsed.value;
    const unknownKeys = Object.keys(unknown);
    if (unknownKeys.length > 0) {
      throw new FakeLlmScriptError(`unknown field(s) ${unknownKeys.join(', ')} (allowed: steps, fallback)`);
    }
    const script = parseScript(steps ?? []);
    return fallback === undefined
      ? { steps: script }
      : { steps: script, fallback: parseStep(fallback, 'fallback') };
  } catch (error) {
    if (!(error instanceof FakeLlmScriptError)) throw error;
    throw new FakeLlmScriptError(`${path}: ${error.message}`, error.stepIndex);
  }
}
