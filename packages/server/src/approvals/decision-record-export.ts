import type { ToolCallDecision } from '../db/schema.js';

/** The columns of an export, in order: the record's own, so a CSV header names them. */
const exportedColumns = [
  'id',
  'sequence',
  'task_id',
  'tool_call_id',
  'agent_id',
  'user_id',
  'operation',
  'decision',
  'via',
  'channel',
  'decided_by',
  'decided_by_rule',
  'reason',
  'proposed_digest',
  'run_digest',
  'decided_at',
  'prev_hash',
  'row_hash',
] as const satisfies readonly (keyof ToolCallDecision)[];

type ExportedDecision = Pick<ToolCallDecision, (typeof exportedColumns)[number]>;

export function exportedDecision(row: ToolCallDecision): ExportedDecision {
  return Object.fromEntries(exportedColumns.map((column) => [column, row[column]])) as ExportedDecision;
}

/** One JSON Lines line. */
export function jsonLine(row: ToolCallDecision): string {
  return `${JSON.stringify(exportedDecision(row))}\n`;
}

export const csvHeader = `${exportedColumns.join(',')}\r\n`;

/** One CSV record (RFC 4180): NULL is empty; a field with a quote, comma or line break is quoted. */
export function csvLine(row: ToolCallDecision): string {
  return `${exportedColumns.map((column) => csvField(row[column])).join(',')}\r\n`;
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
