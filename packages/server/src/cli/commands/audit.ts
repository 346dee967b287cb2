import type { Command } from 'commander';
import { verifyDecisionRecord } from '../../approvals/index.js';
import { openCliPlatform } from '../cli-platform.js';

/** `spora audit verify`: checks the decision record's hash chain. */
export function registerAuditCommand(program: Command): void {
  const audit = program.command('audit').description('Check the decision record.');
  audit
    .command('verify')
    .description(
      "Walk the decision record's hash chain; exit 0 when it is intact, 1 naming the first broken row.",
    )
    .action(async () => {
      const platform = await openCliPlatform({}, { logLevel: 'silent' });
      try {
        const result = await verifyDecisionRecord(platform.database.db);
        const lastArchived = result.archived.at(-1);
        if (lastArchived !== undefined) {
          const count = result.archived.length;
          console.log(
            `Archived by retention: sequences 1–${lastArchived.last_sequence} in ${count} range${count === 1 ? '' : 's'}; the chain goes on from ${lastArchived.last_row_hash}.`,
          );
        }
        if (result.intact) {
          console.log(
            `Decision record intact: ${result.rows} decision${result.rows === 1 ? '' : 's'}, head at sequence ${result.head.sequence} (${result.head.row_hash}).`,
          );
          return;
        }
        const { id, sequence, problem } = result.firstBreak;
        const where =
          id === null
            ? `after the last row (sequence ${sequence - 1})`
            : `at row ${id} (sequence ${sequence})`;
        console.error(
          `Decision record broken ${where}: ${problem}. ${result.rows} rows before it are intact.`,
        );
        process.exitCode = 1;
      } finally {
        await platform.close();
      }
    });
}
