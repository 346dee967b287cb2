import { createRequire, syncBuiltinESMExports } from 'node:module';

/**
 * The last wall of the sandbox process, raised before any runtime loads. Node's permission model
 * (the flags the server starts this process with) already refuses file access outside the
 * runtime's package, child processes, worker threads, native addons and `process.binding`; the
 * process has an empty environment. What the permission model does not cover is done here:
 * the network (Node 20 has no permission for it), signals to other processes, and the few APIs
 * that write files from native code. Pyodide's JavaScript bridge reaches Node's modules from
 * Python (its socket support imports `node:net`, its script loader can import a `data:` URL), so
 * these replacements are made on the shared module objects that every importer gets, and the
 * originals are kept nowhere code could find them.
 */
export function hardenProcess(memoryBytes: number): void {
  const require = createRequire(import.meta.url);
  refuseNetwork(require);
  for (const [moduleName, names] of refusedExports) {
    const exports = loadBuiltin(require, moduleName);
    if (exports === null) continue;
    for (const name of names) {
      if (typeof exports[name] === 'function') exports[name] = refusal(`${moduleName}.${name}`);
    }
  }
  // `import('node:…')` namespaces are copies of the exports: bring them in line.
  syncBuiltinESMExports();
  for (const name of refusedProcessMethods) {
    Object.defineProperty(process, name, { value: refusal(`process.${name}`), configurable: false });
  }
  Object.defineProperty(process, 'binding', { value: constantsOnly(require), configurable: false });
  if (process.report) process.report.writeReport = refusal('process.report.writeReport');
  for (const name of refusedGlobals) {
    Object.defineProperty(globalThis, name, { value: undefined, configurable: false, writable: false });
  }
  capMemoryGrowth(memoryBytes);
}

type ModuleExports = Record<string, unknown>;

interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

// Exports that reach the network or the file system from native code, or touch other processes.
const refusedExports: readonly (readonly [string, readonly string[]])[] = [
  ['net', ['connect', 'createConnection', 'createServer']],
  ['tls', ['connect', 'createServer']],
  ['dgram', ['createSocket']],
  ['http', ['request', 'get', 'createServer']],
  ['https', ['request', 'get', 'createServer']],
  ['http2', ['connect', 'createServer', 'createSecureServer']],
  ['inspector', ['open', 'Session']],
  ['wasi', ['WASI']],
  ['v8', ['writeHeapSnapshot', 'setHeapSnapshotNearHeapLimit']],
  ['trace_events', ['createTracing']],
  ['os', ['setPriority', 'networkInterfaces', 'userInfo']],
  ['sqlite', ['DatabaseSync', 'StatementSync']],
];

// `kill` and `_debugProcess` signal other processes (the server among them); the rest load code.
const refusedProcessMethods = ['kill', '_kill', '_debugProcess', 'dlopen', '_linkedBinding'];

const refusedGlobals = ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest'];

/**
 * Every connection, listener and datagram goes through these prototypes (HTTP, TLS, `fetch`'s
 * client and Pyodide's sockets all connect a `net.Socket`); DNS look-ups are network traffic too.
 */
function refuseNetwork(require: NodeJS.Require): void {
  const net = require('node:net') as typeof import('node:net');
  net.Socket.prototype.connect = refusal('net.Socket.connect');
  net.Server.prototype.listen = refusal('net.Server.listen');
  const dgram = require('node:dgram') as typeof import('node:dgram');
  for (const name of ['bind', 'connect', 'send'] as const) {
    dgram.Socket.prototype[name] = refusal(`dgram.Socket.${name}`);
  }
  const dns = require('node:dns') as typeof import('node:dns');
  for (const target of [dns, dns.promises, dns.Resolver.prototype, dns.promises.Resolver.prototype]) {
    refuseLookups(target as unknown as ModuleExports);
  }
}

function refuseLookups(target: ModuleExports): void {
  for (const name of Object.getOwnPropertyNames(target)) {
    if (/^(?:lookup|resolve|reverse)/.test(name) && typeof target[name] === 'function') {
      target[name] = refusal(`dns.${name}`);
    }
  }
}

/**
 * WebAssembly memories grow through `Memory.prototype.grow` (Emscripten's heap growth calls it
 * from JavaScript), so refusing growth past the limit makes an allocation fail inside the
 * runtime: Python raises MemoryError, QuickJS throws its out-of-memory error.
 */
function capMemoryGrowth(memoryBytes: number): void {
  // The server's TypeScript libraries do not describe WebAssembly; this is the part used here.
  const { prototype } = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } })
    .WebAssembly.Memory;
  const grow = prototype.grow;
  const pageBytes = 65_536;
  Object.defineProperty(prototype, 'grow', {
    configurable: false,
    writable: false,
    value: function cappedGrow(this: WasmMemory, pages: number): number {
      if (this.buffer.byteLength + pages * pageBytes > memoryBytes) {
        throw new RangeError('The sandbox memory limit is reached.');
      }
      return grow.call(this, pages);
    },
  });
}

/**
 * The permission model refuses `process.binding` outright, but Pyodide's Node file system reads
 * the file flags from `process.binding('constants')` while it loads: it gets those constants (the
 * same as `fs.constants` and `os.constants`) and nothing else.
 */
function constantsOnly(require: NodeJS.Require): (name: string) => unknown {
  const constants = Object.freeze({
    fs: (require('node:fs') as typeof import('node:fs')).constants,
    os: (require('node:os') as typeof import('node:os')).constants,
  });
  return (name) => {
    if (name === 'constants') return constants;
    return refusal(`process.binding('${name}')`)();
  };
}

function loadBuiltin(require: NodeJS.Require, name: string): ModuleExports | null {
  try {
    return require(`node:${name}`) as ModuleExports;
  } catch {
    // Not in this Node version (node:sqlite arrived in 22).
    return null;
  }
}

// A plain function, not an arrow, so that `new` on a refused class is refused the same way.
function refusal(what: string): () => never {
  return function refused(): never {
    throw Object.assign(new Error(`${what} is not available in the sandbox.`), { code: 'ERR_ACCESS_DENIED' });
  };
}
