import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PyodideAPI } from 'pyodide';
import { collectOutputFiles, type EmscriptenFs, placeInputFiles } from './emscripten-files.js';
import type { PrintedStream, SandboxChannel } from './sandbox-channel.js';
import type { CodeOutcome, SandboxJob, SandboxMessage } from './sandbox-protocol.js';
import { outputFolder } from './sandbox-protocol.js';

type LoadPyodide = typeof import('pyodide').loadPyodide;

/**
 * Runs Python in Pyodide inside the sandbox process. Pyodide's bridge to JavaScript is narrowed
 * first: the `js` module is an empty object instead of the process's globals, and `pyodide_js`
 * (the whole Pyodide API, with its file system mounts, script loader and sockets) is taken out of
 * Python's reach. That is one layer; the process's own walls hold even if code finds a way past it.
 */
export async function runPython(
  job: SandboxJob,
  pyodideFolder: string,
  channel: SandboxChannel,
): Promise<Extract<SandboxMessage, { type: 'done' }>> {
  const { loadPyodide } = (await import(pathToFileURL(join(pyodideFolder, 'pyodide.mjs')).href)) as {
    loadPyodide: LoadPyodide;
  };
  const stdout = channel.stream('stdout');
  const stderr = channel.stream('stderr');
  const pyodide = await loadPyodide({
    indexURL: pyodideFolder,
    jsglobals: Object.create(null) as object,
    // Unbuffered, so that what the code printed reaches the server before a kill at the time limit.
    env: { HOME: '/home/pyodide', PYTHONUNBUFFERED: '1' },
    stdout: (line) => stdout.write(`${line}\n`),
    stderr: (line) => stderr.write(`${line}\n`),
  });
  pyodide.setStdout(writerTo(stdout));
  pyodide.setStderr(writerTo(stderr));
  // `input()` meets the end of its input instead of waiting for a person.
  pyodide.setStdin({ stdin: () => null });
  const fs = pyodide.FS as EmscriptenFs;
  placeInputFiles(fs, job.files);
  fs.chdir(outputFolder);
  pyodide.runPython(driver);
  const run = pyodide.globals.get('_spora_run') as (code: string, maxRepr: number) => Promise<string>;
  cutBridge(pyodide);
  channel.send({ type: 'ready' });
  const outcome = parseOutcome(await run(job.code, job.limits.maxOutputBytes + 1));
  return { type: 'done', outcome, ...collectOutputFiles(fs, job.limits) };
}

/** Python's raw writes, forwarded as they come (the stream decodes UTF-8 across writes). */
function writerTo(stream: PrintedStream): { write(bytes: Uint8Array): number } {
  return {
    write: (bytes) => {
      stream.writeBytes(bytes);
      return bytes.length;
    },
  };
}

/**
 * Takes `pyodide_js` out of the import system and `sys.modules`. Pyodide's own modules that read
 * settings from it at run time (asyncio's event loop) see a copy of just those settings.
 */
function cutBridge(pyodide: PyodideAPI): void {
  pyodide.unregisterJsModule('pyodide_js');
  pyodide.registerJsModule('pyodide_js', {
    _api: { config: { enableRunUntilComplete: true } },
  });
  pyodide.runPython(`
import sys
for _name in [name for name in sys.modules if name == "pyodide_js" or name.startswith("pyodide_js.")]:
    del sys.modules[_name]
del _name
`);
}

// The program that runs the code: in its own namespace, its last expression's value as repr(),
// its exception as type, message and a traceback that starts at the code's own frames.
const driver = `
import errno, json, os, sys, traceback
from pyodide.code import eval_code_async

# Emscripten's system() tries Node's child_process, which the sandbox refuses by stopping the
# interpreter; subprocess's own answer on this platform is the better one.
def _spora_no_system(command):
    raise OSError(errno.ENOTSUP, f"{sys.platform} does not support processes.")
os.system = _spora_no_system

def _spora_frames(tb):
    while tb is not None and tb.tb_frame.f_code.co_filename != "<code>":
        tb = tb.tb_next
    return tb

async def _spora_run(source, max_repr):
    namespace = {"__name__": "__main__"}
    try:
        value = await eval_code_async(source, namespace, filename="<code>")
        shown = None if value is None else repr(value)[:max_repr]
        return json.dumps({"ok": True, "value": shown})
    except SystemExit as stop:
        if stop.code in (None, 0):
            return json.dumps({"ok": True, "value": None})
        error = stop
    except BaseException as caught:
        error = caught
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    if isinstance(error, MemoryError):
        # What filled the memory must go before the traceback can be written.
        namespace.clear()
        traceback.clear_frames(error.__traceback__)
    lines = traceback.format_exception(type(error), error, _spora_frames(error.__traceback__))
    return json.dumps({
        "ok": False,
        "memory": isinstance(error, MemoryError),
        "type": type(error).__name__,
        "message": str(error),
        "traceback": "".join(lines),
    })
`;

interface DriverOutcome {
  readonly ok: boolean;
  readonly value?: string | null;
  readonly memory?: boolean;
  readonly type?: string;
  readonly message?: string;
  readonly traceback?: string;
}

function parseOutcome(json: string): CodeOutcome {
  const parsed = JSON.parse(json) as DriverOutcome;
  if (parsed.ok) return { ok: true, value: parsed.value ?? null };
  return {
    ok: false,
    code: parsed.memory ? 'MEMORY_LIMIT' : 'CODE_ERROR',
    errorType: parsed.type ?? 'Exception',
    message: parsed.message ?? '',
    traceback: parsed.traceback ?? '',
  };
}
