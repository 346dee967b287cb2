// The systems compared, what durability each runs at, and starting one in its own process.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placement, startRpcChild } from './processes.mjs';

export const catalogue = [
  { name: 'floor-memory', label: 'floor, in memory', durability: 'ephemeral', stores: 'nothing' },
  {
    name: 'floor-sqlite',
    label: 'floor-sqlite (one transaction per step)',
    durability: 'SQLite',
    stores: "one transaction per step after the tool ran: the task's counter and the step's two messages",
  },
  {
    name: 'spora-sqlite',
    label: 'Spora on SQLite',
    durability: 'SQLite',
    spora: true,
    stores:
      'each step in one transaction after the tool ran, as the floor (add is declared read-only, so it may run again after a crash); results durable before the next model request; live events; usage. The side-effecting step (the same addition, not declared read-only) commits twice: the intent before the call runs, the result after it, so a killed worker never runs it again. Answers are requested whole, as from every peer here: with SQLite a turn streams only while a client of the owner is connected (the SSE workload has them)',
  },
  {
    name: 'spora-sqlite-traced',
    label: 'Spora on SQLite, tracing on',
    durability: 'SQLite',
    spora: true,
    traced: true,
    stores:
      'as Spora on SQLite; and each run, model request and tool call as an OpenTelemetry span, batched and sent over OTLP/HTTP (protobuf) to a receiver in the same process that discards it',
  },
  {
    name: 'spora-postgres',
    label: 'Spora on PostgreSQL',
    durability: 'PostgreSQL',
    spora: true,
    postgres: true,
    stores: 'as Spora on SQLite, except that answers always stream (any process may have a client connected)',
  },
  {
    name: 'ai-sdk',
    label: 'Vercel AI SDK (in memory)',
    durability: 'ephemeral',
    packages: ['ai', '@ai-sdk/openai-compatible'],
    stores: 'nothing',
  },
  {
    name: 'openai-agents',
    label: 'OpenAI Agents SDK (in memory)',
    durability: 'ephemeral',
    packages: ['@openai/agents'],
    stores: 'nothing (tracing off)',
  },
  {
    name: 'langgraph-sqlite',
    label: 'LangGraph + SqliteSaver',
    durability: 'SQLite',
    packages: ['@langchain/langgraph', '@langchain/langgraph-checkpoint-sqlite', '@langchain/openai'],
    stores:
      'a checkpoint of the graph state per super-step (model node, tools node); WAL, synchronous = NORMAL set by the harness',
  },
  {
    name: 'mastra-libsql',
    label: 'Mastra + LibSQL',
    durability: 'SQLite',
    packages: ['@mastra/core', '@mastra/libsql', '@mastra/memory'],
    stores: "the thread's messages through Memory in a LibSQL file (libSQL's own pragmas); thread titles off",
  },
];

export const byName = new Map(catalogue.map((system) => [system.name, system]));
export const labelOf = (name) => byName.get(name)?.label ?? name;

const benchRequire = createRequire(new URL('../package.json', import.meta.url));

/** The packages a peer needs that are not installed in bench/node_modules. */
export function missingPackages(system) {
  return (system.packages ?? []).filter((name) => {
    try {
      benchRequire.resolve(`${name}/package.json`);
      return false;
    } catch {
      try {
        benchRequire.resolve(name);
        return false;
      } catch {
        return true;
      }
    }
  });
}

/** The installed version of a peer's first package, for the report. */
export function versionOf(system) {
  const [first] = system.packages ?? [];
  if (!first) return null;
  try {
    return JSON.parse(readFileSync(new URL(`../node_modules/${first}/package.json`, import.meta.url), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

/**
 * Starts `name` in a process of its own, pinned to the systems' cores (on every core of the machine
 * with `everyCore`, beside the fake LLM and the database), opened against the fake LLM in a fresh
 * directory. The other `options` go to the system's `open`.
 */
export async function startSystem(name, llm, { everyCore = false, ...options } = {}) {
  const child = await startRpcChild(new URL('./system-host.mjs', import.meta.url), {
    args: [name],
    cpus: everyCore ? null : placement.systems,
    nodeOptions: ['--expose-gc'],
  });
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  try {
    await child.call('open', { llmUrl: llm.ready.openaiBaseUrl, dir, ...options });
  } catch (error) {
    await child.close();
    throw error;
  }
  return {
    name,
    call: child.call,
    async close() {
      await child.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts each system in turn; a system that fails to start is reported and left out. */
export async function startSystems(names, llm, options, log) {
  const started = [];
  for (const name of names) {
    try {
      started.push(await startSystem(name, llm, options));
    } catch (error) {
      log(`${name} did not start: ${error.message.split('\n')[0]}`);
    }
  }
  return started;
}

export async function closeAll(systems) {
  await Promise.all(systems.map((system) => system.close()));
}
