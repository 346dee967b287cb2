// Spora's HTTP API in a process of its own, as `spora serve --no-worker` runs it beside `spora
// worker` processes on PostgreSQL: it serves requests and runs no task. Started by
// `withSeparateServer`; announces its address once it listens, and stops when the parent lets go.
import { createLogger, openPlatform, startServer } from '@spora/server';
import { AddTool } from './add-tool.mjs';
import { benchConfig } from './spora-platform.mjs';

const [dir, databaseUrl] = process.argv.slice(2);
const platform = await openPlatform(benchConfig(dir, databaseUrl), createLogger('warn', false), {
  processKind: 'server',
});
platform.tools.register({ kind: 'core' }, AddTool);
const server = await startServer(platform);
process.send({ ready: true, url: server.url });
process.on('disconnect', async () => {
  await server.stop();
  process.exit(0);
});
