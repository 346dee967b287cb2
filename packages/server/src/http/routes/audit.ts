import { Readable } from 'node:stream';
import Type, { type Static } from 'typebox';
import {
  allDecisionRecord,
  csvHeader,
  csvLine,
  type DecisionRecordFilter,
  exportedDecision,
  jsonLine,
  listDecisionRecord,
} from '../../approvals/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { DecisionRecordEntry } from '../schemas/decision-record-resource.js';
import {
  dataEnvelope,
  errorResponses,
  Id,
  PageQuery,
  Pagination,
  pageWindow,
  paginationOf,
} from '../schemas/index.js';

const DecisionRecordQuery = Type.Object({
  ...PageQuery.properties,
  agent_id: Type.Optional(Id),
  task_id: Type.Optional(Id),
  outcome: Type.Optional(Type.Union([Type.Literal('approve'), Type.Literal('edit'), Type.Literal('reject')])),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Decided at or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Decided before' })),
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('jsonl'), Type.Literal('csv')], {
      default: 'json',
      description: '`jsonl` and `csv` export every matching decision, ignoring the page',
    }),
  ),
});

// An export is sent as it is read: text, streamed (one DecisionRecordEntry per JSON Lines line).
const ExportStream = Type.Unsafe<Readable>(
  Type.String({ description: 'One DecisionRecordEntry per line (JSON Lines), or CSV with a header row' }),
);

const exports = {
  jsonl: { type: 'application/x-ndjson; charset=utf-8', header: '', line: jsonLine },
  csv: { type: 'text/csv; charset=utf-8', header: csvHeader, line: csvLine },
} as const;

function filterOf(query: Static<typeof DecisionRecordQuery>): DecisionRecordFilter {
  return {
    agentId: query.agent_id,
    taskId: query.task_id,
    outcome: query.outcome,
    from: instant('from', query.from),
    to: instant('to', query.to),
  };
}

/** Stored times are `toISOString()` text, so a bound is normalised to compare as text. */
function instant(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  // The date-time format admits a leap second (`23:59:60`), which no Date holds.
  if (Number.isNaN(time)) {
    throw new ApiError('VALIDATION_ERROR', `querystring/${field} is not a time Spora can compare`, {
      in: 'querystring',
      fields: { [field]: 'is not a time Spora can compare' },
    });
  }
  return new Date(time).toISOString();
}

/**
 * `/audit/decisions`: the decision record, read-only (no route changes or deletes a row). A member
 * reads the decisions on their own agents' tasks; an administrator reads all of them.
 */
export function registerAuditRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/audit/decisions',
    {
      schema: {
        tags: ['audit'],
        summary:
          'The decision record in chain order, filtered; as a page of JSON, or exported as JSON Lines or CSV',
        querystring: DecisionRecordQuery,
        response: {
          200: {
            description: 'A page of decisions (`format=json`), or every matching one as JSON Lines or CSV',
            content: {
              'application/json': {
                schema: dataEnvelope(
                  Type.Object(
                    { decisions: Type.Array(DecisionRecordEntry), pagination: Pagination },
                    { additionalProperties: false },
                  ),
                ),
              },
              'application/x-ndjson': { schema: ExportStream },
              'text/csv': { schema: ExportStream },
            },
          },
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      const reader = { userId: user.id, admin: user.role === 'admin' };
      const filter = filterOf(request.query);
      const db = services.database.db;
      const format = request.query.format ?? 'json';
      if (format === 'json') {
        const window = pageWindow(request.query);
        const page = await listDecisionRecord(db, reader, filter, window);
        return reply.type('application/json; charset=utf-8').send({
          data: { decisions: page.items.map(exportedDecision), pagination: paginationOf(window, page.total) },
        });
      }
      const { type, header, line } = exports[format];
      async function* lines() {
        if (header !== '') yield header;
        for await (const row of allDecisionRecord(db, reader, filter)) yield line(row);
      }
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="decisions.${format}"`)
        .send(Readable.from(lines()));
    },
  );
}
