// Records read as a page of JSON or exported whole, streamed as JSON Lines or CSV: the decision
// record and the security log answer the same way.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Type, { type TSchema } from 'typebox';

export type ExportFormat = 'jsonl' | 'csv';

/** How one kind of record is written out: a CSV header row (empty for JSON Lines) and a line per row. */
export interface RecordLines<Row> {
  readonly header: string;
  readonly line: (row: Row) => string;
}

const mediaTypes: Readonly<Record<ExportFormat, string>> = {
  jsonl: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The `format` query parameter. */
export function formatQuery(records: string) {
  return Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('jsonl'), Type.Literal('csv')], {
      default: 'json',
      description: `\`jsonl\` and \`csv\` export every matching ${records}, ignoring the page`,
    }),
  );
}

/** The 200 response: a page as JSON, or the export as JSON Lines or CSV. */
export function pageOrExportResponse(description: string, page: TSchema, resource: string) {
  // An export is sent as it is read: text, streamed.
  const stream = Type.Unsafe<Readable>(
    Type.String({ description: `One ${resource} per line (JSON Lines), or CSV with a header row` }),
  );
  return {
    description,
    content: {
      'application/json': { schema: page },
      'application/x-ndjson': { schema: stream },
      'text/csv': { schema: stream },
    },
  };
}

/** Streams every row as a download named `<fileName>.<format>`. */
export function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  fileName: string,
  lines: RecordLines<Row>,
  rows: AsyncIterable<Row>,
) {
  async function* text() {
    if (lines.header !== '') yield lines.header;
    for await (const row of rows) yield lines.line(row);
  }
  return reply
    .type(mediaTypes[format])
    .header('content-disposition', `attachment; filename="${fileName}.${format}"`)
    .send(Readable.from(text()));
}
