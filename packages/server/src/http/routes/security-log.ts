import Type, { type Static } from 'typebox';
import {
  exportedSecurityEvent,
  type SecurityEventRow,
  SecurityLog,
  type SecurityLogFilter,
  securityCsvHeader,
  securityCsvLine,
  securityJsonLine,
} from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { queryInstant } from '../query-instant.js';
import { formatQuery, pageOrExportResponse, type RecordLines, sendExport } from '../record-export.js';
import {
  dataEnvelope,
  errorResponses,
  Id,
  PageQuery,
  Pagination,
  pageWindow,
  paginationOf,
} from '../schemas/index.js';
import { SecurityEventResource } from '../schemas/security-event-resource.js';

const SecurityLogQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(
    Type.String({
      pattern: '^[a-z_.]{1,64}$',
      description:
        'One kind (`sign_in.failed`), or every kind that starts with a prefix ending in a dot (`sign_in.`)',
    }),
  ),
  user_id: Type.Optional(Id),
  address: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'At or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Before' })),
  format: formatQuery('event'),
});

const exports: Readonly<Record<'jsonl' | 'csv', RecordLines<SecurityEventRow>>> = {
  jsonl: { header: '', line: securityJsonLine },
  csv: { header: securityCsvHeader, line: securityCsvLine },
};

function filterOf(query: Static<typeof SecurityLogQuery>): SecurityLogFilter {
  return {
    kind: query.kind,
    userId: query.user_id,
    address: query.address,
    from: queryInstant('from', query.from),
    to: queryInstant('to', query.to),
  };
}

/** `/admin/security-log`: administrators read and export the security log; no route changes it. */
export function registerSecurityLogRoutes(app: ApiApp, services: ApiServices): void {
  const log = new SecurityLog(services.database.db);

  app.get(
    '/admin/security-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['security'],
        summary:
          'The security log, newest first, filtered; as a page of JSON, or exported as JSON Lines or CSV',
        querystring: SecurityLogQuery,
        response: {
          200: pageOrExportResponse(
            'A page of events (`format=json`), or every matching one as JSON Lines or CSV',
            dataEnvelope(
              Type.Object(
                { events: Type.Array(SecurityEventResource), pagination: Pagination },
                { additionalProperties: false },
              ),
            ),
            'SecurityEvent',
          ),
          ...errorResponses('FORBIDDEN'),
        },
      },
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      const format = request.query.format ?? 'json';
      if (format === 'json') {
        const window = pageWindow(request.query);
        const page = await log.list(filter, window);
        return reply.type('application/json; charset=utf-8').send({
          data: {
            events: page.items.map(exportedSecurityEvent),
            pagination: paginationOf(window, page.total),
          },
        });
      }
      return sendExport(reply, format, 'security-log', exports[format], log.all(filter));
    },
  );
}
