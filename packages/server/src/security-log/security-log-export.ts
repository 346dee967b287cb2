import type { SecurityEventRow } from './security-log.js';

/** An event as the API and its exports show it: the detail parsed. */
export interface ExportedSecurityEvent {
  readonly id: number;
  readonly occurred_at: string;
  readonly kind: string;
  readonly actor_user_id: number | null;
  readonly subject_user_id: number | null;
  readonly actor_email: string | null;
  readonly subject_email: string | null;
  readonly address: string | null;
  readonly user_agent: string | null;
  readonly detail: Record<string, unknown>;
}

export function exportedSecurityEvent(row: SecurityEventRow): ExportedSecurityEvent {
  return { ...row, detail: JSON.parse(row.detail) as Record<string, unknown> };
}

const csvColumns = [
  'id',
  'occurred_at',
  'kind',
  'actor_user_id',
  'subject_user_id',
  'actor_email',
  'subject_email',
  'address',
  'user_agent',
  'detail',
] as const satisfies readonly (keyof SecurityEventRow)[];

export const securityCsvHeader = `${csvColumns.join(',')}\r\n`;

/** One JSON Lines line. */
export function securityJsonLine(row: SecurityEventRow): string {
  return `${JSON.stringify(exportedSecurityEvent(row))}\n`;
}

/** One CSV record (RFC 4180); the detail stays JSON text in its own field. */
export function securityCsvLine(row: SecurityEventRow): string {
  return `${csvColumns.map((column) => csvField(row[column])).join(',')}\r\n`;
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
