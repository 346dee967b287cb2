import Type from 'typebox';
import { nowIso } from '../../db/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import { ScheduledJobResource, toScheduledJobResource } from '../schemas/scheduled-job-resource.js';

/**
 * `GET /scheduled-jobs`: the App's and the plugins' scheduled jobs as the workers share them.
 * Administrators only, like the plugin inventory: error messages may name internals.
 */
export function registerScheduledJobRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/scheduled-jobs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plugins'],
        summary:
          "The extensions' scheduled jobs: schedule, next due time, whether one runs now, the last run",
        response: {
          200: dataEnvelope(
            Type.Object({ jobs: Type.Array(ScheduledJobResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('FORBIDDEN'),
        },
      },
    },
    async () => {
      const declared = new Set(
        services.plugins
          .loaded()
          .flatMap(({ slug, declarations }) =>
            declarations.scheduledJobs.map(({ job }) => `${slug}/${job.name}`),
          ),
      );
      const now = nowIso();
      const rows = await services.extensionJobs.list();
      return {
        data: {
          jobs: rows.map((row) =>
            toScheduledJobResource(row, declared.has(`${row.extension_slug}/${row.job_name}`), now),
          ),
        },
      };
    },
  );
}
