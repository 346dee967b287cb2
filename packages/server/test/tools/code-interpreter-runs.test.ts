import type { TaskFile, TaskFiles, ToolContext } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { describe, expect, it } from 'vitest';
import { CodeInterpreterTool } from '../../src/tools/builtin/code-interpreter/code-interpreter-tool.js';

const tool = new CodeInterpreterTool();
// Loading Pyodide takes seconds on a busy machine; each case allows for several runs.
const runTimeout = 60_000;

/** The task's files as the platform hands them to a tool: a list and their bytes. */
function taskFiles(files: Record<string, string>): TaskFiles {
  const entries = Object.entries(files).map(([name, text], index) => ({
    file: {
      id: index + 1,
      name,
      mediaType: 'text/plain',
      sizeBytes: Buffer.byteLength(text),
    } satisfies TaskFile,
    bytes: new TextEncoder().encode(text),
  }));
  return {
    list: async () => entries.map((entry) => entry.file),
    read: async (id) => entries.find((entry) => entry.file.id === id)?.bytes ?? null,
    remove: async () => false,
    text: async (id) => {
      const entry = entries.find((candidate) => candidate.file.id === id);
      return entry ? { ok: true, text: new TextDecoder().decode(entry.bytes), truncated: false } : null;
    },
  };
}

const run = (
  language: string,
  code: string,
  context: ToolContext = createTestToolContext({ operation: 'run' }),
) => tool.execute({ language, code }, context);

describe('code_interpreter running Python', () => {
  it(
    'returns what the code printed and the repr of its last expression',
    async () => {
      const result = await run(
        'python',
        'import sys, statistics\nprint("mean", statistics.mean([1, 2, 3, 4]))\nprint("careful", file=sys.stderr)\n{"sum": sum(range(10)), "text": "it\'s"}',
      );
      expect(result.success).toBe(true);
      expect(result.content).toBe(
        "stdout:\nmean 2.5\n\nstderr:\ncareful\n\nLast value: {'sum': 45, 'text': \"it's\"}",
      );
      expect(result.data).toMatchObject({
        language: 'python',
        value: "{'sum': 45, 'text': \"it's\"}",
        stdout: 'mean 2.5\n',
        stderr: 'careful\n',
        stdout_truncated: false,
        files: [],
      });
      expect(result.data?.load_ms).toBeGreaterThan(0);
    },
    runTimeout,
  );

  it(
    "reports the code's exception as a failed call with its traceback, after what it printed",
    async () => {
      const result = await run(
        'python',
        'print("before")\ndef divide(a, b):\n    return a / b\ndivide(1, 0)',
      );
      expect(result.success).toBe(false);
      expect(result.data).toMatchObject({
        error_code: 'CODE_ERROR',
        error_type: 'ZeroDivisionError',
        error_message: 'division by zero',
        stdout: 'before\n',
      });
      expect(result.content).toMatch(
        /^The code raised an error:\nTraceback \(most recent call last\):\n {2}File "<code>", line 4/,
      );
      expect(result.content).toContain('ZeroDivisionError: division by zero');
      expect(result.content).not.toContain('_spora_run');
      expect(result.content).toContain('stdout:\nbefore');

      const syntax = await run('python', 'def broken(:\n    pass');
      expect(syntax.data).toMatchObject({ error_code: 'CODE_ERROR', error_type: 'SyntaxError' });
    },
    runTimeout,
  );

  it(
    "reads the task's files from /files, read-only, and returns what it writes to /output as files",
    async () => {
      const context = createTestToolContext({
        operation: 'run',
        files: taskFiles({ 'sales.csv': 'region,amount\nnorth,10\nsouth,32\n', 'notes.txt': 'hello' }),
      });
      const result = await run(
        'python',
        [
          'import csv, errno, os',
          'print(sorted(os.listdir("/files")))',
          'rows = list(csv.DictReader(open("/files/sales.csv")))',
          'total = sum(int(row["amount"]) for row in rows)',
          'with open("summary.txt", "w") as out: out.write(f"total={total}")',
          'os.makedirs("/output/charts")',
          'open("/output/charts/data.bin", "wb").write(bytes([0, 1, 2, 255]))',
          'try:',
          '    open("/files/notes.txt", "w").write("changed")',
          'except PermissionError as error:',
          '    print("read-only:", error.errno == errno.EACCES)',
          'total',
        ].join('\n'),
        context,
      );
      expect(result.success).toBe(true);
      expect(result.data).toMatchObject({
        stdout: "['notes.txt', 'sales.csv']\nread-only: True\n",
        value: '42',
        files: ['charts/data.bin', 'summary.txt'],
      });
      expect(result.files.map((file) => file.name)).toEqual(['charts_data.bin', 'summary.txt']);
      expect(Buffer.from(result.files[0]?.content ?? '')).toEqual(Buffer.from([0, 1, 2, 255]));
      expect(new TextDecoder().decode(result.files[1]?.content as Uint8Array)).toBe('total=42');
    },
    runTimeout,
  );

  it(
    'supports top-level await, reads no input (input() meets the end of it) and returns at most 20 files',
    async () => {
      const result = await run(
        'python',
        [
          'import asyncio, os',
          'await asyncio.sleep(0.01)',
          'try:',
          '    input()',
          'except EOFError:',
          '    print("no input")',
          'os.makedirs("many")',
          'for number in range(22):',
          '    open(f"many/{number:02}.txt", "w").write(str(number))',
          '"done"',
        ].join('\n'),
      );
      expect(result).toMatchObject({ success: true, data: { stdout: 'no input\n', value: "'done'" } });
      expect(result.files).toHaveLength(20);
      expect(result.data?.skipped_files).toEqual([
        'many/20.txt: more than 20 files',
        'many/21.txt: more than 20 files',
      ]);
      expect(result.content).toContain(
        '[Files not returned: many/20.txt: more than 20 files; many/21.txt: more than 20 files]',
      );
    },
    runTimeout,
  );
});

describe('code_interpreter running JavaScript', () => {
  it(
    'stops at once when the task is aborted',
    async () => {
      const controller = new AbortController();
      const context = createTestToolContext({ operation: 'run', signal: controller.signal });
      setTimeout(() => controller.abort(), 500);
      const started = performance.now();
      const result = await run('javascript', 'console.log("working");\nfor (;;) {}', context);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(result.success).toBe(false);
      expect(result.data).toMatchObject({ error_code: 'ABORTED' });
      // On a busy machine the abort may come before the code printed anything.
      expect(result.content).toMatch(/^The run was cancelled\.(\n\nstdout:\nworking)?$/);
    },
    runTimeout,
  );

  it(
    'returns what console printed and the last value as JSON',
    async () => {
      const result = await run(
        'javascript',
        'const values = [3, 1, 2].sort();\nconsole.log("sorted", values);\nconsole.error("careful");\n({ values, total: values.reduce((a, b) => a + b, 0) })',
      );
      expect(result.success).toBe(true);
      expect(result.content).toBe(
        'stdout:\nsorted [1,2,3]\n\nstderr:\ncareful\n\nLast value: {"values":[1,2,3],"total":6}',
      );
      expect(result.data).toMatchObject({ language: 'javascript', value: '{"values":[1,2,3],"total":6}' });
    },
    runTimeout,
  );

  it(
    'awaits a promise the code ends with, and reports a thrown error with its stack',
    async () => {
      const awaited = await run('javascript', 'Promise.resolve(20).then((n) => n + 1)');
      expect(awaited).toMatchObject({ success: true, data: { value: '21' } });
      const thrown = await run(
        'javascript',
        'function fail() { throw new TypeError("bad input"); }\nfail();',
      );
      expect(thrown.success).toBe(false);
      expect(thrown.data).toMatchObject({
        error_code: 'CODE_ERROR',
        error_type: 'TypeError',
        error_message: 'bad input',
      });
      expect(thrown.content).toMatch(/^The code raised an error:\nTypeError: bad input\n\s+at fail/);
      const nothing = await run('javascript', 'let quiet = 1;');
      expect(nothing).toMatchObject({ success: true, content: 'The code ran and printed nothing.' });
    },
    runTimeout,
  );

  it(
    "reads the task's files and returns what it writes to /output",
    async () => {
      const context = createTestToolContext({
        operation: 'run',
        files: taskFiles({ 'data.json': '{"items": [1, 2, 3]}' }),
      });
      const result = await run(
        'javascript',
        [
          'const data = JSON.parse(fs.readFileSync("/files/data.json", "utf8"));',
          'fs.writeFileSync("double.json", JSON.stringify(data.items.map((n) => n * 2)));',
          'fs.writeFileSync("/output/raw.bin", new Uint8Array([7, 8]));',
          'let refused = "";',
          'try { fs.writeFileSync("/files/data.json", "x"); } catch (error) { refused = error.message; }',
          '[fs.readdirSync("/files"), fs.readdirSync("/output"), refused.split(":")[0], fs.readFileSync("raw.bin")[1]]',
        ].join('\n'),
        context,
      );
      expect(result.success).toBe(true);
      expect(result.data?.value).toBe('[["data.json"],["double.json","raw.bin"],"EACCES",8]');
      expect(result.files.map((file) => [file.name, Buffer.from(file.content).toString('hex')])).toEqual([
        ['double.json', Buffer.from('[2,4,6]').toString('hex')],
        ['raw.bin', '0708'],
      ]);
    },
    runTimeout,
  );
});
