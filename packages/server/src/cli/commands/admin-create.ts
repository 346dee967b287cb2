import type { Command } from 'commander';
import { openCliPlatform } from '../cli-platform.js';

export function registerAdminCreateCommand(program: Command): void {
  program
    .command('admin:create')
    .description('Create an administrator account (the password is read from SPORA_ADMIN_PASSWORD or stdin).')
    .requiredOption('-e, --email <email>', 'e-mail address to sign in with')
    .option('-n, --name <name>', 'display name', 'Administrator')
    .option('--password-stdin', 'read the password from standard input instead of SPORA_ADMIN_PASSWORD')
    .action(async (options: { email: string; name: string; passwordStdin?: boolean }) => {
      // Never from a flag: command lines end up in shell histories and process lists.
      const password = options.passwordStdin ? await readStdin() : process.env.SPORA_ADMIN_PASSWORD;
      if (!password) {
        console.error('spora: set SPORA_ADMIN_PASSWORD or pass --password-stdin and pipe the password in.');
        process.exitCode = 2;
        return;
      }
      const platform = await openCliPlatform({}, { quiet: true });
      try {
        const admin = await platform.accounts.create({
          email: options.email,
          password,
          displayName: options.name,
          role: 'admin',
        });
        console.log(`Administrator ${admin.email} created (user #${admin.id}).`);
      } finally {
        await platform.close();
      }
    });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
