// Child processes of the benchmark: each system, the fake LLM and the database run in processes of
// their own, pinned to disjoint cores where the machine has more than one, so the system under test
// never shares its core with the model it talks to.
import { spawn, spawnSync } from 'node:child_process';
import { cpus as machineCores } from 'node:os';
import { fileURLToPath } from 'node:url';

// All the machine's cores, not this process's affinity: under PostgreSQL the coordinator itself
// is pinned to the infrastructure's core.
const cores = machineCores().length;
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/** Where the fake LLM, the database and the coordinator run; systems get the other cores. */
export const placement =
  cores >= 2 && hasTaskset
    ? { infrastructure: '0', systems: cores === 2 ? '1' : `1-${cores - 1}`, pinned: true }
    : { infrastructure: null, systems: null, pinned: false };

/** `node script` (pinned to `cpus` when given) with an IPC channel for requests and answers. */
export function spawnNode(script, { cpus = null, env = {}, args = [], nodeOptions = [] } = {}) {
  const path = script instanceof URL ? fileURLToPath(script) : script;
  const command = [process.execPath, ...nodeOptions, path, ...args];
  const [file, ...rest] = cpus ? ['taskset', '-c', cpus, ...command] : command;
  return spawn(file, rest, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
}

/**
 * A child that answers `{ id, op, args }` messages with `{ id, value }` or `{ id, error }`
 * (see rpc-host.mjs). Resolves once the child said it is ready.
 */
export async function startRpcChild(script, options = {}) {
  const child = spawnNode(script, options);
  const pending = new Map();
  let nextId = 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.on('message', (message) => {
      if (message.ready) return resolve(message);
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      if ('error' in message) waiter.reject(new Error(message.error));
      else waiter.resolve(message.value);
    });
  });
  child.once('exit', (code, signal) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`child exited (${code ?? signal})`));
    pending.clear();
  });
  const readyMessage = await ready;
  return {
    pid: child.pid,
    ready: readyMessage,
    call(op, args = {}) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, op, args });
      });
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.disconnect();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** The fake LLM process, pinned with the infrastructure. */
export function startFakeLlmProcess() {
  return startRpcChild(new URL('./fake-llm-process.mjs', import.meta.url), {
    cpus: placement.infrastructure,
  });
}
