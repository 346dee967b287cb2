import Type from 'typebox';
import type { RateLimitRule } from '../../accounts/index.js';
import { EmailApproval } from '../../email/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import type { ApiErrorCode } from '../error-catalogue.js';
import { ApprovalLinkDecisionResource, ApprovalLinkResource } from '../schemas/approval-link-resource.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';

/** Uses of approval links per client address: a token cannot be guessed, but a flood is refused anyway. */
export const approvalLinkRule: RateLimitRule = { name: 'approval-link', limit: 30, windowMs: 15 * 60_000 };

const Token = Type.String({ minLength: 1, maxLength: 200 });

const refusals: ApiErrorCode[] = [
  'APPROVAL_LINK_INVALID',
  'APPROVAL_LINK_EXPIRED',
  'APPROVAL_LINK_USED',
  'APPROVAL_NOT_PENDING',
  'APPROVAL_ARGUMENTS_CHANGED',
  'APPROVAL_NOT_ALLOWED',
  'TOO_MANY_REQUESTS',
];

/**
 * `/approval-links/…`: the approve and reject links of pending-approval e-mails. Public: the
 * link's token is the credential, for its one decision only, whoever is signed in. The token
 * travels in request bodies, never in a URL, so no access log holds it; reading what a link would
 * do decides nothing, and only `decide` (a POST from the confirmation page) does.
 */
export function registerApprovalLinkRoutes(app: ApiApp, services: ApiServices): void {
  const approval = new EmailApproval(
    services.database.db,
    services.email.approvalLinks,
    services.orchestrator,
  );
  const limit = async (ip: string) => {
    const outcome = await services.rateLimiter.hit(approvalLinkRule, ip);
    if (!outcome.allowed) throw ApiError.tooManyRequests(outcome.retryAfterSeconds);
  };

  app.post(
    '/approval-links/inspect',
    {
      config: { access: 'public' },
      schema: {
        tags: ['approvals'],
        summary:
          "Shows what an approval e-mail's link would decide (agent, action, arguments); decides nothing",
        body: Type.Object({ token: Token }, { additionalProperties: false }),
        response: { 200: dataEnvelope(ApprovalLinkResource), ...errorResponses(...refusals) },
      },
    },
    async (request) => {
      await limit(request.ip);
      return { data: await approval.inspect(request.body.token) };
    },
  );

  app.post(
    '/approval-links/decide',
    {
      config: { access: 'public' },
      schema: {
        tags: ['approvals'],
        summary:
          "Applies an approval e-mail's link once: approves its call, or rejects it with the optional reason; recorded with channel `email`",
        body: Type.Object(
          { token: Token, reason: Type.Optional(Type.String({ maxLength: 2000 })) },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(ApprovalLinkDecisionResource),
          ...errorResponses(...refusals, 'INVALID_STATE', 'VALIDATION_ERROR'),
        },
      },
    },
    async (request) => {
      await limit(request.ip);
      return { data: await approval.decide(request.body.token, request.body.reason) };
    },
  );
}
