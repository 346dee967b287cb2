// `spora-fake-llm`: runs the fake as its own process, for demos and for drivers in other languages.
import { parseArgs } from 'node:util';
import { FakeLlmScriptError } from './parse-script.js';
import { loadScriptFile } from './script-file.js';
import { startFakeLlm } from './server.js';

export const USAGE = `Usage: spora-fake-llm [--port N] [--host H] [--script file.json]

A scriptable OpenAI- and Anthropic-compatible LLM server.
  --port N          port to listen on (default 0: any free port)
  --host H          address to bind (default 127.0.0.1)
  --script FILE     JSON script: an array of steps, or { "steps": [...], "fallback": {...} }
  --help            show this message

Script it at runtime: POST /_fake/script (JSON array of steps, appended),
DELETE /_fake/script (reset), GET /_fake/requests (request log).`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'serve'; port: number; host: string; scriptPath: string | undefined };

export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values: { port?: string; host?: string; script?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        script: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { kind: 'help' };

  const port = Number(values.port ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CliUsageError(`--port must be an integer from 0 to 65535 (got ${values.port})`);
  }
  return { kind: 'serve', port, host: values.host ?? '127.0.0.1', scriptPath: values.script };
}

/** Serves until SIGINT or SIGTERM; failures are reported on stderr with a non-zero exit code. */
export async function main(argv: readonly string[]): Promise<void> {
  let command: CliCommand;
  try {
    command = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`spora-fake-llm: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return;
  }

  try {
    const script =
      command.scriptPath === undefined ? { steps: [] } : await loadScriptFile(command.scriptPath);
    const fake = await startFakeLlm({
      port: command.port,
      host: command.host,
      script: script.steps,
      fallback: script.fallback,
    });
    console.log(`spora-fake-llm listening on ${fake.url}`);
    console.log(`  OpenAI base URL:    ${fake.openaiBaseUrl}`);
    console.log(`  Anthropic base URL: ${fake.anthropicBaseUrl}`);
    console.log(`  ${fake.pendingSteps.length} step(s) queued; add more with POST ${fake.url}/_fake/script`);

    const shutDown = () => {
      process.off('SIGINT', shutDown);
      process.off('SIGTERM', shutDown);
      void fake.close();
    };
    process.on('SIGINT', shutDown);
    process.on('SIGTERM', shutDown);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `spora-fake-llm: ${error instanceof FakeLlmScriptError ? 'invalid script: ' : ''}${message}`,
    );
    process.exitCode = 1;
  }
}
