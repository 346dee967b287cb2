import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { SporaError } from '@spora/sdk';
import type { Command } from 'commander';
import type { PromptSetView, RehearsalView } from '../../rehearsals/index.js';
import { ServerApi } from '../rehearsal-api-client.js';
import { rehearsalText } from '../rehearsal-text.js';
import { defaultServerUrl } from '../server-url.js';

/** A command line that cannot be run: missing or conflicting options, an unreadable file. */
class RehearseUsageError extends SporaError<'USAGE_INVALID'> {}

interface RehearseOptions {
  readonly agent: string;
  readonly prompt?: string;
  readonly last?: string;
  readonly promptSet?: string;
  readonly systemPromptFile?: string;
  readonly model?: string;
  readonly script?: string;
  readonly rules?: string;
  readonly json?: boolean;
  readonly url?: string;
}

/** How often the rehearsal is read again while its tasks run. */
const pollIntervalMs = 1000;

export function registerRehearseCommand(program: Command): void {
  program
    .command('rehearse')
    .description(
      "Rehearse an agent on a running Spora server: its side effects are simulated, nothing is done for real. Waits for the report; exits 0 when the rehearsal completed. The API token comes from SPORA_API_TOKEN (scope 'tasks').",
    )
    .requiredOption('--agent <id>', 'the agent to rehearse')
    .option('--prompt <text>', 'rehearse this one prompt')
    .option(
      '--last <n>',
      "rehearse the prompts of the agent's last n tasks (1 to 20), side by side with them",
    )
    .option('--prompt-set <name>', "rehearse the prompts of the agent's saved prompt set with this name")
    .option('--system-prompt-file <path>', 'a proposed system prompt, read from this file')
    .option('--model <configuration id>', 'a proposed LLM configuration')
    .option('--script <results.json>', 'scripted results for simulated calls (a JSON array)')
    .option('--rules <rules.json>', 'approval rules to try ahead of the saved ones (a JSON array)')
    .option('--json', 'print the rehearsal as JSON instead of text')
    .option('--url <url>', `the Spora server (SPORA_URL, default ${defaultServerUrl})`)
    .action(async (options: RehearseOptions) => {
      // From the environment only, like passwords: command lines are visible to every local user.
      const token = process.env.SPORA_API_TOKEN?.trim();
      if (!token)
        throw new RehearseUsageError('USAGE_INVALID', 'Set SPORA_API_TOKEN to an API token of yours.');
      const api = new ServerApi(options.url ?? (process.env.SPORA_URL || defaultServerUrl), token);
      const agentId = positiveInteger(options.agent, '--agent');
      const body = {
        source: await sourceOf(api, agentId, options),
        proposal: await proposalOf(options),
        ...(options.script === undefined
          ? {}
          : { scripted_results: await jsonFile(options.script, '--script') }),
      };
      let rehearsal = await api.request<RehearsalView>('POST', `/agents/${agentId}/rehearsals`, body);
      while (rehearsal.status === 'running') {
        await sleep(pollIntervalMs);
        rehearsal = await api.request<RehearsalView>('GET', `/rehearsals/${rehearsal.id}`);
      }
      console.log(options.json ? JSON.stringify(rehearsal, null, 2) : rehearsalText(rehearsal));
      process.exitCode = rehearsal.status === 'completed' ? 0 : 1;
    });
}

async function sourceOf(api: ServerApi, agentId: number, options: RehearseOptions) {
  const given = [options.prompt, options.last, options.promptSet].filter((option) => option !== undefined);
  if (given.length !== 1)
    throw new RehearseUsageError('USAGE_INVALID', 'Give exactly one of --prompt, --last and --prompt-set.');
  if (options.prompt !== undefined) return { kind: 'prompt', prompt: options.prompt };
  if (options.last !== undefined)
    return { kind: 'past_tasks', count: positiveInteger(options.last, '--last') };
  const { items } = await api.request<{ items: PromptSetView[] }>(
    'GET',
    `/agents/${agentId}/rehearsal-prompt-sets`,
  );
  const set = items.find((candidate) => candidate.name === options.promptSet);
  if (!set) {
    const names = items.map((candidate) => JSON.stringify(candidate.name)).join(', ') || 'none';
    throw new RehearseUsageError(
      'USAGE_INVALID',
      `Agent #${agentId} has no prompt set named ${JSON.stringify(options.promptSet)} (it has: ${names}).`,
    );
  }
  return { kind: 'prompt_set', prompt_set_id: set.id };
}

async function proposalOf(options: RehearseOptions) {
  return {
    ...(options.systemPromptFile === undefined
      ? {}
      : { system_prompt: await textFile(options.systemPromptFile, '--system-prompt-file') }),
    ...(options.model === undefined
      ? {}
      : { llm_configuration_id: positiveInteger(options.model, '--model') }),
    ...(options.rules === undefined ? {} : { approval_rules: await jsonFile(options.rules, '--rules') }),
  };
}

function positiveInteger(text: string, option: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < 1)
    throw new RehearseUsageError(
      'USAGE_INVALID',
      `${option} must be a positive whole number, got ${JSON.stringify(text)}.`,
    );
  return value;
}

async function textFile(path: string, option: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new RehearseUsageError(
      'USAGE_INVALID',
      `${option}: cannot read ${path}: ${(error as Error).message}`,
    );
  }
}

async function jsonFile(path: string, option: string): Promise<unknown> {
  const text = await textFile(path, option);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RehearseUsageError(
      'USAGE_INVALID',
      `${option}: ${path} is not JSON: ${(error as Error).message}`,
    );
  }
}
