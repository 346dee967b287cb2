#!/usr/bin/env node
// Spora as an operator installs it, without the repository: packs every published workspace
// package (scripts/pack-packages.mjs), installs the tarballs into an empty folder (third-party
// packages from the npm cache, else the registry), then runs what the Dockerfile's image runs —
// its environment, working folder and volumes (mapped into a temporary folder), a user that is
// not root (nobody, when this runs as root), its entrypoint and its health check, all read from
// the Dockerfile — and checks health, the web UI's page and one of its assets, the bundled
// memories plugin, one task through the fake LLM (scripts/smoke-task.mjs), and a graceful stop.
// It needs no container engine; the Node.js is the one running this script, not the image's.
//
//   npm run build && node scripts/package-install-smoke.mjs
//
// When the install fails and the registry cannot be reached, it says so and exits 0 without
// testing, like scripts/node-lines-smoke.sh: the cache lacked something only the network has.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackages } from './pack-packages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const say = (message) => console.log(`package install smoke (${seconds()}): ${message}`);

/** The last stage of the Dockerfile: what the image runs. Line continuations joined, comments dropped. */
function imageDefinition(dockerfile) {
  const lines = readFileSync(dockerfile, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stage = lines.slice(lines.findLastIndex((line) => /^FROM\s/i.test(line)));
  const instruction = (name) =>
    stage
      .filter((line) => line.toUpperCase().startsWith(`${name} `))
      .map((line) => line.slice(name.length).trim());
  const env = {};
  for (const line of instruction('ENV')) {
    for (const pair of line.split(/\s+/)) {
      const [key, ...value] = pair.split('=');
      if (value.length === 0 || /["']/.test(pair))
        throw new Error(`Dockerfile: ENV ${pair} is not KEY=value`);
      env[key] = value.join('=');
    }
  }
  const healthcheck = instruction('HEALTHCHECK').at(-1) ?? '';
  return {
    env,
    workdir: instruction('WORKDIR').at(-1),
    user: instruction('USER').at(-1),
    volumes: JSON.parse(instruction('VOLUME').at(-1) ?? '[]'),
    entrypoint: [
      ...JSON.parse(instruction('ENTRYPOINT').at(-1)),
      ...JSON.parse(instruction('CMD').at(-1) ?? '[]'),
    ],
    healthcheck: healthcheck.slice(healthcheck.indexOf(' CMD ') + ' CMD '.length),
  };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'spora-package-smoke-'));
chmodSync(work, 0o755);
const children = [];
let serveOutput = '';
let passed = false;
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (passed) {
    rmSync(work, { recursive: true, force: true });
    return;
  }
  writeFileSync(join(work, 'spora.log'), serveOutput);
  console.error(`--- spora serve's output, the end:\n${serveOutput.split('\n').slice(-40).join('\n')}`);
  console.error(`package install smoke: FAILED; its folder (logs, install) is kept: ${work}`);
});

try {
  const tarballs = packPackages(join(work, 'tarballs'));
  say(`packed ${tarballs.length} packages`);

  // The image's install folder, as the Dockerfile's install stage makes it.
  const installation = join(work, 'opt-spora');
  mkdirSync(installation);
  writeFileSync(join(installation, 'package.json'), '{"name":"spora-installation","private":true}\n');
  const install = spawnSync(
    'npm',
    ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs],
    { cwd: installation, encoding: 'utf8', timeout: 15 * 60_000 },
  );
  if (install.status !== 0) {
    const ping = spawnSync('npm', ['ping', '--fetch-timeout=15000', '--fetch-retries=1'], {
      encoding: 'utf8',
    });
    if (ping.status !== 0) {
      say('skipped, the install needs the npm registry, which cannot be reached (npm ping failed)');
      passed = true;
      process.exit(0);
    }
    throw new Error(`npm install of the tarballs failed:\n${install.stdout}\n${install.stderr}`);
  }
  say('installed the tarballs into an empty folder');

  // The image's folders, mapped into the work folder; its user, when this runs as root.
  const image = imageDefinition(join(root, 'Dockerfile'));
  const mapped = new Map([['/opt/spora', installation]]);
  for (const volume of image.volumes) mapped.set(volume, join(work, `volume${volume.replaceAll('/', '-')}`));
  const mapPath = (value) =>
    [...mapped].reduce(
      (text, [from, to]) => text.replace(new RegExp(`(^|[:=])${from}(?=/|:|$)`, 'g'), `$1${to}`),
      value,
    );
  const runAsRoot = process.getuid?.() === 0;
  const nobody = 65_534;
  const home = join(work, 'home');
  for (const folder of [home, ...[...mapped.values()].slice(1), mapPath(image.workdir)]) {
    mkdirSync(folder, { recursive: true });
    if (runAsRoot) chownSync(folder, nobody, nobody);
  }
  const asImageUser = (command) =>
    runAsRoot
      ? ['setpriv', `--reuid=${nobody}`, `--regid=${nobody}`, '--clear-groups', '--', ...command]
      : command;
  const port = await freePort();
  const env = {
    HOME: home,
    ...Object.fromEntries(
      Object.entries(image.env).map(([key, value]) => [
        key,
        mapPath(value).replace('$PATH', process.env.PATH),
      ]),
    ),
    // As `docker run -e` would set them.
    SPORA_PORT: String(port),
    SPORA_ADMIN_EMAIL: 'smoke@example.test',
    SPORA_ADMIN_PASSWORD: 'smoke test passphrase',
  };
  const runAs = (command, options = {}) => {
    const [file, ...args] = asImageUser(command);
    return spawn(file, args, { cwd: mapPath(image.workdir), env, ...options });
  };
  say(
    `running the image's entrypoint \`${image.entrypoint.join(' ')}\` as ${runAsRoot ? 'nobody' : 'this user'} (the image's: ${image.user})`,
  );

  const fakePort = await freePort();
  const fakeLog = openSync(join(work, 'fake-llm.log'), 'w');
  const fake = spawn(
    join(installation, 'node_modules', '.bin', 'spora-fake-llm'),
    ['--port', String(fakePort)],
    {
      stdio: ['ignore', fakeLog, fakeLog],
    },
  );
  children.push(fake);
  const serve = runAs(image.entrypoint, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(serve);
  for (const stream of [serve.stdout, serve.stderr]) {
    stream.on('data', (chunk) => {
      serveOutput += chunk.toString();
    });
  }
  const stopped = new Promise((resolve) => serve.on('close', (code, signal) => resolve({ code, signal })));

  // The image's health check, until it passes (as the container engine runs it), at most 60 s.
  const healthy = async () => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      if (serve.exitCode !== null) throw new Error(`spora serve exited with ${serve.exitCode}`);
      const check = await new Promise((resolve) =>
        runAs(['sh', '-c', image.healthcheck], { stdio: 'ignore' }).on('close', resolve),
      );
      if (check === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("the image's health check did not pass within 60 s");
  };
  await healthy();
  say("the image's health check passes");

  const url = `http://127.0.0.1:${port}`;
  const page = await fetch(`${url}/`);
  const html = await page.text();
  if (page.status !== 200 || !/<script[^>]+src="\/assets\//.test(html)) {
    throw new Error(`GET / answered ${page.status} without the built UI:\n${html.slice(0, 400)}`);
  }
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)[1];
  const script = await fetch(`${url}${asset}`);
  if (script.status !== 200 || !/javascript/.test(script.headers.get('content-type') ?? '')) {
    throw new Error(`GET ${asset} answered ${script.status} (${script.headers.get('content-type')})`);
  }
  say(`the web UI is served (${asset})`);
  const sourceMaps = readdirSync(join(installation, 'node_modules', '@spora', 'server', 'web-ui'), {
    recursive: true,
  }).filter((name) => String(name).endsWith('.map'));
  if (sourceMaps.length > 0) {
    throw new Error(`the packed web UI carries ${sourceMaps.length} source maps (${sourceMaps[0]} …)`);
  }

  const [listFile, ...listArgs] = asImageUser([image.entrypoint[0], 'plugin:list', '--json']);
  const plugins = spawnSync(listFile, listArgs, { cwd: mapPath(image.workdir), env, encoding: 'utf8' });
  const memories =
    plugins.status === 0
      ? JSON.parse(plugins.stdout).find((plugin) => plugin.slug === 'memories')
      : undefined;
  if (memories?.status !== 'loaded') {
    throw new Error(`the memories plugin did not load:\n${plugins.stdout}${plugins.stderr}`);
  }
  say('the memories plugin package loads');

  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  for (const deadline = Date.now() + 30_000; ; ) {
    const answer = await fetch(`${fakeUrl}/_fake/requests`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error('the fake LLM did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const task = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'smoke-task.mjs'), url, fakeUrl, env.SPORA_ADMIN_EMAIL, env.SPORA_ADMIN_PASSWORD],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (task.status !== 0) throw new Error(`the task did not complete:\n${task.stdout}${task.stderr}`);
  say(task.stdout.trim());

  // As `docker stop` does: SIGTERM, and a graceful exit.
  serve.kill('SIGTERM');
  const { code, signal } = await stopped;
  if (code !== 0) throw new Error(`spora serve stopped with ${code ?? signal} on SIGTERM, not 0`);
  passed = true;
  say(`passed on Node.js ${process.versions.node}`);
} catch (error) {
  console.error(`package install smoke: ${error.message}`);
  process.exitCode = 1;
}
// The fake LLM would keep this process alive; the exit handler above stops it.
process.exit();
