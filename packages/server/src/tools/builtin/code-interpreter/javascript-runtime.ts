import type {
  newQuickJSWASMModuleFromVariant,
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSSyncVariant,
} from 'quickjs-emscripten';
import type { SandboxChannel } from './sandbox-channel.js';
import type { CodeOutcome, SandboxJob, SandboxMessage } from './sandbox-protocol.js';
import { VirtualFolders } from './virtual-folders.js';

type CoreModule = { newQuickJSWASMModuleFromVariant: typeof newQuickJSWASMModuleFromVariant };

/**
 * Runs JavaScript in QuickJS (compiled to WebAssembly) inside the sandbox process. The code sees
 * the language and nothing of the host but what the prelude below builds from a few host
 * functions: `console`, and `fs` with the task's files and the output folder. QuickJS enforces
 * the memory limit and stops at the deadline through its interrupt handler.
 */
export async function runJavaScript(
  job: SandboxJob,
  modules: { coreModule: string; variantModule: string },
  channel: SandboxChannel,
): Promise<Extract<SandboxMessage, { type: 'done' }>> {
  const core = (await import(modules.coreModule)) as CoreModule;
  const variant = ((await import(modules.variantModule)) as { default: QuickJSSyncVariant }).default;
  const quickjs = await core.newQuickJSWASMModuleFromVariant(variant);
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(job.limits.memoryBytes);
  runtime.setMaxStackSize(1024 * 1024);
  const context = runtime.newContext();
  const folders = new VirtualFolders(job.files, job.limits);
  const finish = install(context, folders, channel);
  channel.send({ type: 'ready' });
  const deadline = Date.now() + job.limits.timeoutMs;
  let interrupted = false;
  runtime.setInterruptHandler(() => {
    interrupted = Date.now() > deadline;
    return interrupted;
  });
  const run = {
    code: job.code,
    finish,
    interrupted: () => interrupted,
    maxValueLength: job.limits.maxOutputBytes + 1,
  };
  return { type: 'done', outcome: evaluate(context, runtime, run), ...folders.collect() };
}

interface Evaluation {
  readonly code: string;
  readonly finish: QuickJSHandle;
  readonly interrupted: () => boolean;
  /** The value is cut here, like printed text, so that a huge one never crosses to the server. */
  readonly maxValueLength: number;
}

function evaluate(context: QuickJSContext, runtime: QuickJSRuntime, run: Evaluation): CodeOutcome {
  const { code, finish, interrupted } = run;
  const result = context.evalCode(code, 'code.js', { type: 'global' });
  if (result.error) return failure(context, result.error, interrupted());
  const boxed = context.callFunction(finish, context.undefined, result.value);
  result.value.dispose();
  if (boxed.error) return failure(context, boxed.error, interrupted());
  const box = boxed.value;
  try {
    // A promise the code ends with is awaited: its jobs run here (there are no timers to wait for).
    const jobs = runtime.executePendingJobs();
    if (jobs.error) return failure(context, jobs.error, interrupted());
    jobs.dispose();
    const read = (name: string): unknown =>
      context.getProp(box, name).consume((handle) => context.dump(handle));
    if (read('settled') !== true) {
      return {
        ok: false,
        code: 'CODE_ERROR',
        errorType: 'Error',
        message: 'The promise the code ended with never settled (the sandbox has no timers or network).',
        traceback: '',
      };
    }
    if (read('failed') === true) return failure(context, context.getProp(box, 'error'), interrupted());
    const shown = read('shown');
    return { ok: true, value: typeof shown === 'string' ? shown.slice(0, run.maxValueLength) : null };
  } finally {
    box.dispose();
  }
}

function failure(context: QuickJSContext, error: QuickJSHandle, interrupted: boolean): CodeOutcome {
  const dumped: unknown = context.dump(error);
  error.dispose();
  const details =
    typeof dumped === 'object' && dumped !== null
      ? (dumped as { name?: unknown; message?: unknown; stack?: unknown })
      : { name: 'Uncaught', message: String(dumped) };
  const errorType = typeof details.name === 'string' ? details.name : 'Error';
  const message = typeof details.message === 'string' ? details.message : String(details.message ?? '');
  const stack = typeof details.stack === 'string' ? details.stack : '';
  // QuickJS raises these two as InternalError with these exact messages.
  const code = interrupted ? 'TIMEOUT' : message === 'out of memory' ? 'MEMORY_LIMIT' : 'CODE_ERROR';
  return { ok: false, code, errorType, message, traceback: `${errorType}: ${message}\n${stack}`.trimEnd() };
}

/**
 * Gives the code its `console` and `fs`, built inside QuickJS around one host object that only the
 * prelude's closures keep; answers the prelude's `finish`, which settles the code's last value
 * (awaiting a promise) into a box the host reads after running the pending jobs.
 */
function install(context: QuickJSContext, folders: VirtualFolders, channel: SandboxChannel): QuickJSHandle {
  const host = context.newObject();
  const define = (name: string, implementation: (...args: QuickJSHandle[]) => QuickJSHandle | undefined) => {
    const fn = context.newFunction(name, (...args) => {
      try {
        return implementation(...args);
      } catch (error) {
        return { error: context.newError(error instanceof Error ? error.message : String(error)) };
      }
    });
    context.setProp(host, name, fn);
    fn.dispose();
  };
  const text = (handle: QuickJSHandle | undefined) => (handle === undefined ? '' : context.getString(handle));
  for (const stream of ['stdout', 'stderr'] as const) {
    define(stream, (line) => {
      channel.stream(stream).write(text(line));
      return undefined;
    });
  }
  define('readText', (path) => context.newString(new TextDecoder().decode(folders.read(text(path)))));
  define('readBytes', (path) => context.newArrayBuffer(folders.read(text(path)).slice().buffer));
  define('list', (path) => {
    const names = context.newArray();
    for (const [index, name] of folders.list(text(path)).entries()) {
      const entry = context.newString(name);
      context.setProp(names, index, entry);
      entry.dispose();
    }
    return names;
  });
  define('exists', (path) => (folders.exists(text(path)) ? context.true : context.false));
  define('writeText', (path, content) => {
    folders.write(text(path), new TextEncoder().encode(text(content)));
    return undefined;
  });
  define('writeBytes', (path, content) => {
    if (content === undefined) throw new Error('writeFileSync needs data.');
    const bytes = context.getArrayBuffer(content);
    try {
      folders.write(text(path), bytes.value.slice());
    } finally {
      bytes.dispose();
    }
    return undefined;
  });
  const installed = context.unwrapResult(context.evalCode(prelude, 'prelude.js'));
  const finish = context.unwrapResult(context.callFunction(installed, context.undefined, host));
  installed.dispose();
  host.dispose();
  return finish;
}

// Runs inside QuickJS. Strings print as they are; other values as JSON where they have one.
const prelude = `(function install(host) {
  const show = (value) => {
    if (value === undefined) return 'undefined';
    if (typeof value === 'string') return JSON.stringify(value);
    if (typeof value === 'function') return '[Function ' + (value.name || 'anonymous') + ']';
    if (typeof value === 'bigint') return value + 'n';
    if (typeof value === 'symbol') return value.toString();
    if (value instanceof Error) return value.name + ': ' + value.message;
    try {
      const json = JSON.stringify(value);
      if (json !== undefined) return json;
    } catch {}
    return String(value);
  };
  const print = (write) => (...values) =>
    write(values.map((value) => (typeof value === 'string' ? value : show(value))).join(' ') + '\\n');
  const stdout = print(host.stdout);
  const stderr = print(host.stderr);
  globalThis.console = Object.freeze({ log: stdout, info: stdout, debug: stdout, warn: stderr, error: stderr });
  const bytesOf = (data) => {
    if (data instanceof ArrayBuffer) return data;
    if (ArrayBuffer.isView(data)) return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    return null;
  };
  globalThis.fs = Object.freeze({
    readFileSync(path, options) {
      const encoding = typeof options === 'string' ? options : options && options.encoding;
      return encoding ? host.readText(String(path)) : new Uint8Array(host.readBytes(String(path)));
    },
    writeFileSync(path, data) {
      const bytes = bytesOf(data);
      if (bytes === null) host.writeText(String(path), String(data));
      else host.writeBytes(String(path), bytes);
    },
    readdirSync: (path) => host.list(String(path === undefined ? '.' : path)),
    existsSync: (path) => host.exists(String(path)),
  });
  return (value) => {
    const box = { settled: false, failed: false };
    const keep = (result) => {
      box.settled = true;
      box.shown = result === undefined ? undefined : show(result);
    };
    const reject = (error) => {
      box.settled = true;
      box.failed = true;
      box.error = error;
    };
    if (value instanceof Promise) value.then(keep, reject);
    else keep(value);
    return box;
  };
})`;
