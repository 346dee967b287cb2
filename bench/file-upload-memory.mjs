#!/usr/bin/env node
// The server's memory while a large file is uploaded: a Spora server runs in a process of its own
// (SQLite, files in a scratch folder), a 200 MiB file is streamed to `POST /api/v1/files` over a
// real socket, and the server's resident memory is read from /proc before, during (sampled every
// 10 ms) and at its peak (VmHWM). An upload held whole in memory would add at least its size.
//
//   npm run build && node bench/file-upload-memory.mjs [MiB]
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const kib = (field, pid) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
const mib = (kilobytes) => `${(kilobytes / 1024).toFixed(1)} MiB`;

if (process.argv[2] === '--serve') {
  // The server process: a platform on a scratch SQLite database, one user, one API token.
  const { buildHttpApp, createLogger, loadConfig, openPlatform } = await import('@spora/server');
  const scratch = process.env.SCRATCH;
  const config = loadConfig({
    env: {},
    cwd: scratch,
    overrides: {
      databaseUrl: `sqlite:${join(scratch, 'data', 'spora.db')}`,
      secretKeyFile: join(scratch, 'spora.key'),
      pluginsDir: join(scratch, 'plugins'),
      appDir: join(scratch, 'app'),
      skillsDirectory: join(scratch, 'skills'),
      maxFileMegabytes: 1024,
      port: 0,
    },
  });
  const platform = await openPlatform(config, createLogger('silent'), { processKind: 'cli' });
  const user = await platform.accounts.create({
    email: 'bench@example.test',
    password: 'bench password 1234',
    role: 'member',
  });
  const { secret } = await platform.apiTokens.create(user.id, { name: 'bench' });
  const app = await buildHttpApp(platform);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ origin, secret });
} else {
  const mebibytes = Number(process.argv[2] ?? 200);
  const scratch = mkdtempSync(join(tmpdir(), 'spora-bench-files-'));
  const server = fork(new URL(import.meta.url).pathname, ['--serve'], {
    env: { ...process.env, SCRATCH: scratch },
  });
  try {
    const { origin, secret } = await new Promise((resolve) => server.once('message', resolve));
    const before = kib('VmRSS', server.pid);
    let sampledPeak = before;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, kib('VmRSS', server.pid));
    }, 10);
    const boundary = 'bench-boundary';
    const chunk = Buffer.alloc(256 * 1024, 0x5a);
    const chunks = mebibytes * 4;
    const hash = createHash('sha256');
    const started = performance.now();
    const answer = await new Promise((resolve, reject) => {
      const upload = request(`${origin}/api/v1/files`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      upload.on('error', reject);
      upload.on('response', (response) => {
        let body = '';
        response.on('data', (part) => {
          body += part;
        });
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      upload.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.bin"\r\n\r\n`,
      );
      let sent = 0;
      const pump = () => {
        while (sent < chunks) {
          sent += 1;
          hash.update(chunk);
          if (!upload.write(chunk)) return upload.once('drain', pump);
        }
        upload.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { data } = JSON.parse(answer.body);
    if (answer.status !== 201 || data.file.sha256 !== hash.digest('hex'))
      throw new Error(`upload failed: ${answer.status} ${answer.body}`);
    const peak = kib('VmHWM', server.pid);
    console.log(
      `upload of ${mebibytes} MiB: ${answer.status} in ${seconds.toFixed(1)} s (${(mebibytes / seconds).toFixed(0)} MiB/s)`,
    );
    console.log(
      `server resident memory: ${mib(before)} before, ${mib(sampledPeak)} at most while sampled, ${mib(peak)} peak (VmHWM)`,
    );
    console.log(`growth: ${mib(Math.max(sampledPeak, peak) - before)} for a ${mebibytes} MiB file`);
  } finally {
    server.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}
