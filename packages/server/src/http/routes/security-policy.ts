import Type from 'typebox';
import {
  SecurityLog,
  SecurityPolicies,
  type SecurityPolicy,
  securityLogRetentionRange,
} from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';

const TwoFactorRequirement = Type.Union(
  [Type.Literal('off'), Type.Literal('administrators'), Type.Literal('everyone')],
  {
    description:
      'Who must sign in with two factors; a covered user without one may only enrol (TWO_FACTOR_REQUIRED elsewhere)',
  },
);
const RetentionDays = Type.Integer({
  minimum: securityLogRetentionRange.min,
  maximum: securityLogRetentionRange.max,
  description: 'How long the security log keeps an event, in days',
});

const PolicyResource = dataEnvelope(
  Type.Object(
    { two_factor_required: TwoFactorRequirement, security_log_retention_days: RetentionDays },
    { additionalProperties: false },
  ),
);

const present = (policy: SecurityPolicy) => ({
  data: {
    two_factor_required: policy.twoFactorRequired,
    security_log_retention_days: policy.securityLogRetentionDays,
  },
});

/** `/admin/security-policy`: who must have two factors, and how long the security log keeps events. */
export function registerSecurityPolicyRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/admin/security-policy',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['security'],
        summary: 'The security policy: who must use two factors, and the security log’s retention',
        response: { 200: PolicyResource, ...errorResponses('FORBIDDEN') },
      },
    },
    async () => present(await new SecurityPolicies(services.database.db).get()),
  );

  app.put(
    '/admin/security-policy',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['security'],
        summary: 'Changes the security policy; absent fields stay as they are, and the change is logged',
        body: Type.Object(
          {
            two_factor_required: Type.Optional(TwoFactorRequirement),
            security_log_retention_days: Type.Optional(RetentionDays),
          },
          { additionalProperties: false },
        ),
        response: { 200: PolicyResource, ...errorResponses('FORBIDDEN') },
      },
    },
    async (request) => {
      const { body } = request;
      // The policy and its log entry are written together, so no change goes unrecorded.
      const policy = await services.database.db.transaction().execute(async (trx) => {
        const policies = new SecurityPolicies(trx);
        const current = await policies.get();
        const next: SecurityPolicy = {
          twoFactorRequired: body.two_factor_required ?? current.twoFactorRequired,
          securityLogRetentionDays: body.security_log_retention_days ?? current.securityLogRetentionDays,
        };
        const twoFactorChanged = next.twoFactorRequired !== current.twoFactorRequired;
        const retentionChanged = next.securityLogRetentionDays !== current.securityLogRetentionDays;
        if (!twoFactorChanged && !retentionChanged) return current;
        await policies.set(next);
        await new SecurityLog(trx).record(
          {
            kind: 'security_policy.changed',
            subjectUserId: null,
            detail: {
              ...(twoFactorChanged && {
                two_factor_required: { from: current.twoFactorRequired, to: next.twoFactorRequired },
              }),
              ...(retentionChanged && {
                security_log_retention_days: {
                  from: current.securityLogRetentionDays,
                  to: next.securityLogRetentionDays,
                },
              }),
            },
          },
          securityOriginOf(request),
        );
        return next;
      });
      return present(policy);
    },
  );
}
