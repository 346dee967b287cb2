import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliArgs } from '../src/cli.js';

describe('spora-fake-llm arguments', () => {
  it('defaults to a free port on 127.0.0.1 and no script', () => {
    expect(parseCliArgs([])).toEqual({ kind: 'serve', port: 0, host: '127.0.0.1', scriptPath: undefined });
  });

  it('reads --port, --host and --script', () => {
    expect(parseCliArgs(['--port', '8099', '--host', '0.0.0.0', '--script', 'demo.json'])).toEqual({
      kind: 'serve',
      port: 8099,
      host: '0.0.0.0',
      scriptPath: 'demo.json',
    });
  });

  it('recognizes --help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--port', 'eighty'], '--port must be an integer'],
    [['--port', '70000'], '--port must be an integer'],
    [['--verbose'], "Unknown option '--verbose'"],
    [['serve'], 'Unexpected argument'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
