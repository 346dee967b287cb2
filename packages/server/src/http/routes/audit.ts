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
import type { ToolCallDecision } from '../../db/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { queryInstant } from '../query-instant.js';
import { formatQuery, pageOrExportResponse, type RecordLines, sendExport } from '../record-export.js';
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
  format: formatQuery('decision'),
});

const exports: Readonly<Record<'jsonl' | 'csv', RecordLines<ToolCallDecision>>> = {
  jsonl: { header: '', line: jsonLine },
  csv: { header: csvHeader, line: csvLine },
};

function filterOf(query: Static<typeof DecisionRecordQuery>): DecisionRecordFilter {
  return {
    agentId: query.agent_id,
    taskId: query.task_id,
    outcome: query.outcome,
    from: queryInstant('from', query.from),
    to: queryInstant('to', query.to),
  };
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
          200: pageOrExportResponse(
            'A page of decisions (`format=json`), or every matching one as JSON Lines or CSV',
            dataEnvelope(
              Type.Object(
                { decisions: Type.Array(DecisionRecordEntry), pagination: Pagination },
                { additionalProperties: false },
              ),
            ),
            'DecisionRecordEntry',
          ),
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
      return sendExport(reply, format, 'decisions', exports[format], allDecisionRecord(db, reader, filter));
    },
  );
}
