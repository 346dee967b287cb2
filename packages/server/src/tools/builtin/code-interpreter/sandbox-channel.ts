import { writeSync } from 'node:fs';
import type { SandboxMessage } from './sandbox-protocol.js';

/**
 * The sandbox process's side of the conversation with the server: messages go out as lines of JSON
 * on standard output, written synchronously, because Python and QuickJS print from inside a
 * synchronous run that never yields to the event loop. Printed text is forwarded at once, write by
 * write, so a run killed at the time limit still shows everything it printed; only up to the
 * output limit, so that the writes stay few: the rest is dropped.
 */
export class SandboxChannel {
  private readonly streams = {
    stdout: new PrintedStream('stdout', this),
    stderr: new PrintedStream('stderr', this),
  };

  constructor(private readonly maxOutputBytes: number) {}

  stream(name: 'stdout' | 'stderr'): PrintedStream {
    return this.streams[name];
  }

  get limit(): number {
    return this.maxOutputBytes;
  }

  send(message: SandboxMessage): void {
    writeFully(`${JSON.stringify(message)}\n`);
  }
}

export class PrintedStream {
  private kept = 0;
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly name: 'stdout' | 'stderr',
    private readonly channel: SandboxChannel,
  ) {}

  /** Takes raw bytes (Python writes UTF-8 that may split a character between two writes). */
  writeBytes(bytes: Uint8Array): void {
    if (this.full) return;
    this.write(this.decoder.decode(bytes, { stream: true }));
  }

  write(text: string): void {
    if (this.full) return;
    const room = this.channel.limit + 1 - this.kept;
    const taken = text.length > room ? text.slice(0, room) : text;
    if (taken === '') return;
    this.kept += taken.length;
    writeFully(
      `${JSON.stringify({ type: 'output', stream: this.name, text: taken } satisfies SandboxMessage)}\n`,
    );
  }

  // One character past the limit is sent, so that the server can tell the output was cut.
  private get full(): boolean {
    return this.kept > this.channel.limit;
  }
}

function writeFully(line: string): void {
  const bytes = Buffer.from(line, 'utf8');
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(1, bytes, written);
    } catch (error) {
      // A pipe the server has not drained yet: try again (the server reads continuously).
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
}
