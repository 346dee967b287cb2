#!/usr/bin/env node
// Prints one closing line per Vitest JSON report, `<suite>: N passed, N failed, N skipped`, and
// fails when a report is missing or counted no test (a suite that ran nothing is a broken suite).
import { existsSync, readFileSync } from 'node:fs';

const pairs = process.argv.slice(2);
let broken = false;
for (let index = 0; index < pairs.length; index += 2) {
  const [suite, file] = [pairs[index], pairs[index + 1]];
  if (!file || !existsSync(file)) {
    console.log(`${suite}: no report at ${file}`);
    broken = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `${suite}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
  if (report.numTotalTests === 0 || report.numFailedTests > 0) broken = true;
}
process.exit(broken ? 1 : 0);
