import Type from 'typebox';
import {
  DecisionRecordRetention,
  listArchives,
  type RetentionPolicy,
  retentionDaysRange,
} from '../../approvals/index.js';
import { SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { DecisionRecordRetentionResource } from '../schemas/decision-retention-resource.js';
import { dataEnvelope, errorResponses, Nullable } from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';

/**
 * `/audit/retention`: administrators set how long the decision record keeps rows and see what the
 * retention job archived. No route deletes a row: the job (in the worker) archives whole months
 * once they are past the period, and that is the only way rows leave the record.
 */
export function registerDecisionRecordRetentionRoutes(app: ApiApp, services: ApiServices): void {
  const retention = new DecisionRecordRetention(services.database.db);
  const present = async (policy: RetentionPolicy) => ({
    data: {
      retention_days: policy.kind === 'archive_after' ? policy.days : null,
      set_by: policy.kind === 'archive_after' ? policy.setBy : null,
      set_at: policy.kind === 'archive_after' ? policy.setAt : null,
      export_directory_set: services.config.decisionArchiveDir !== null,
      archives: await listArchives(services.database.db),
    },
  });

  app.get(
    '/audit/retention',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: "The decision record's retention period and the ranges the retention job archived",
        response: { 200: dataEnvelope(DecisionRecordRetentionResource), ...errorResponses() },
      },
    },
    async () => present(await retention.get()),
  );

  app.put(
    '/audit/retention',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary:
          'Sets the retention period in days (null keeps every row); the retention job archives whole months older than it',
        body: Type.Object(
          {
            retention_days: Nullable(
              Type.Integer({ minimum: retentionDaysRange.min, maximum: retentionDaysRange.max }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: dataEnvelope(DecisionRecordRetentionResource), ...errorResponses() },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const policy = await retention.set(request.body.retention_days, user.id);
      const change = request.body.retention_days === null ? 'removed' : 'set';
      await new SecurityLog(services.database.db).record(
        {
          kind: 'settings.changed',
          subjectUserId: null,
          detail: { setting: 'decision_record_retention', change },
        },
        securityOriginOf(request),
      );
      return present(policy);
    },
  );
}
