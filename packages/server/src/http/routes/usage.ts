import Type from 'typebox';
import { maxReportDays, usageReport, usageReportCsv } from '../../usage/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, errorResponses, Id } from '../schemas/index.js';
import { UsageGroupings, UsageReportResource } from '../schemas/usage-resource.js';

const UsageQuery = Type.Object(
  {
    from: Type.String({ description: 'First day, YYYY-MM-DD, in `time_zone`' }),
    to: Type.String({
      description: `Last day, YYYY-MM-DD, included; at most ${maxReportDays} days after from`,
    }),
    time_zone: Type.Optional(Type.String({ default: 'UTC', description: 'IANA time zone the days are in' })),
    group_by: Type.Optional(UsageGroupings),
    bucket: Type.Optional(Type.Literal('day', { default: 'day' })),
    agent_id: Type.Optional(Id),
    user_id: Type.Optional(Id),
    format: Type.Optional(
      Type.Union([Type.Literal('json'), Type.Literal('csv')], {
        default: 'json',
        description: '`csv`: one line per group and day with usage',
      }),
    ),
  },
  { additionalProperties: false },
);

const CsvText = Type.String({ description: 'CSV with a header row; an unknown cost is empty, never 0' });

/**
 * `/usage`: tokens and cost per day by agent, model or user. Administrators read everyone's usage
 * (and may narrow it to one user); a member reads the usage of the tasks they own, whatever
 * `user_id` they send.
 */
export function registerUsageRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/usage',
    {
      schema: {
        tags: ['usage'],
        summary: 'Tokens and cost (USD) per day of a time zone, grouped by agent, model or user; JSON or CSV',
        querystring: UsageQuery,
        response: {
          200: {
            description: 'The report (`format=json`) or its CSV export',
            content: {
              'application/json': { schema: dataEnvelope(UsageReportResource) },
              'text/csv': { schema: CsvText },
            },
          },
          ...errorResponses('USAGE_RANGE_INVALID', 'TIME_ZONE_UNKNOWN'),
        },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      const query = request.query;
      const report = await usageReport(
        services.database.db,
        { userId: user.id, admin: user.role === 'admin' },
        {
          from: query.from,
          to: query.to,
          timeZone: query.time_zone ?? 'UTC',
          groupBy: query.group_by ?? 'none',
          agentId: query.agent_id,
          userId: query.user_id,
        },
      );
      if (query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="usage-${report.from}-${report.to}.csv"`)
          .send(usageReportCsv(report));
      }
      return reply.type('application/json; charset=utf-8').send({ data: report });
    },
  );
}
