import Type from 'typebox';
import {
  checkRuleDefinition,
  insertRule,
  listRules,
  replayRule,
  revokeRule,
  ruleVersions,
  updateRule,
} from '../../approvals/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import {
  definitionFrom,
  ownerFor,
  ruleViewOf,
  ruleViews,
  visibleRule,
  writableRule,
} from '../approval-rule-access.js';
import type { ApiErrorCode } from '../error-catalogue.js';
import { principalOf } from '../route-access.js';
import {
  ApprovalRuleDefinition,
  ApprovalRuleReplayResource,
  ApprovalRuleResource,
  ApprovalRuleVersionResource,
} from '../schemas/approval-rule-resource.js';
import { dataEnvelope, deletedResponse, errorResponses, Id, IdParams } from '../schemas/index.js';

const ruleErrors: ApiErrorCode[] = [
  'RULE_CONDITION_INVALID',
  'RULE_UNKNOWN_ARGUMENT',
  'RULE_UNKNOWN_TOOL',
  'RULE_UNKNOWN_OPERATION',
  'RULE_UNKNOWN_AGENT',
  'RULE_UNKNOWN_TASK',
];

const Scope = Type.Union([Type.Literal('user'), Type.Literal('global')], {
  description: '`user` (default): for your agents; `global`: for every agent, administrators only',
});

const OneRule = dataEnvelope(
  Type.Object({ approval_rule: ApprovalRuleResource }, { additionalProperties: false }),
);

/**
 * `/approval-rules`: ordered rules that allow, deny or ask for calls before anyone is asked, and
 * the grants made with "remember" on an approval. Members see and change their own rules and read
 * the global ones; administrators also write global rules and may list everyone's. A rule is
 * revoked, never deleted, and every version is kept.
 */
export function registerApprovalRuleRoutes(app: ApiApp, services: ApiServices): void {
  const { db } = services.database;
  app.get(
    '/approval-rules',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'Approval rules and grants, in the order they are tried: global ones first, then by position',
        querystring: Type.Object(
          {
            scope: Type.Optional(
              Type.Union([Type.Literal('mine'), Type.Literal('global'), Type.Literal('all')], {
                description:
                  '`mine`: your rules; `global`; `all` (default): yours and the global ones, and for administrators everyone’s',
              }),
            ),
            agent_id: Type.Optional(Id),
            kind: Type.Optional(Type.Union([Type.Literal('rule'), Type.Literal('grant')])),
            include_revoked: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(
            Type.Object(
              { approval_rules: Type.Array(ApprovalRuleResource) },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const scope = request.query.scope ?? 'all';
      const owners =
        scope === 'mine'
          ? [user.id]
          : scope === 'global'
            ? [null]
            : user.role === 'admin'
              ? 'all'
              : [user.id, null];
      const rows = await listRules(db, {
        owners,
        ...(request.query.agent_id === undefined ? {} : { agentId: request.query.agent_id }),
        ...(request.query.kind === undefined ? {} : { kind: request.query.kind }),
        includeRevoked: request.query.include_revoked ?? false,
      });
      return { data: { approval_rules: await ruleViews(db, rows) } };
    },
  );

  app.post(
    '/approval-rules',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'Creates a rule, checked first: its agent, tool, operation and condition must exist and make sense',
        body: Type.Object(
          {
            ...ApprovalRuleDefinition.properties,
            scope: Type.Optional(Scope),
            position: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: OneRule, ...errorResponses('FORBIDDEN', ...ruleErrors) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const ownerUserId = ownerFor(principal, request.body.scope ?? 'user');
      const definition = definitionFrom(request.body);
      await checkRuleDefinition(db, services.tools, definition, ownerUserId);
      const row = await db.transaction().execute((trx) =>
        insertRule(trx, {
          ownerUserId,
          kind: 'rule',
          definition,
          ...(request.body.position === undefined ? {} : { position: request.body.position }),
          actorUserId: principal.user.id,
        }),
      );
      return reply.code(201).send({ data: { approval_rule: await ruleViewOf(db, row) } });
    },
  );

  app.post(
    '/approval-rules/replay',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'What a rule would have done to the last calls people decided, before it is saved (e.g. “would have allowed 41 calls you approved, and 2 you rejected”)',
        body: Type.Object(
          {
            ...ApprovalRuleDefinition.properties,
            scope: Type.Optional(Scope),
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: 5000,
                description: 'How many recent decided calls; default 500',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(
            Type.Object({ replay: ApprovalRuleReplayResource }, { additionalProperties: false }),
          ),
          ...errorResponses('FORBIDDEN', ...ruleErrors),
        },
      },
    },
    async (request) => {
      const ownerUserId = ownerFor(principalOf(request), request.body.scope ?? 'user');
      const definition = definitionFrom(request.body);
      await checkRuleDefinition(db, services.tools, definition, ownerUserId);
      const replay = await replayRule(db, services.tools, definition, ownerUserId, request.body.limit ?? 500);
      return { data: { replay: { ...replay, calls: [...replay.calls] } } };
    },
  );

  app.get(
    '/approval-rules/:id',
    {
      schema: {
        tags: ['approvals'],
        summary: 'One rule with every version it had',
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object(
              { approval_rule: ApprovalRuleResource, versions: Type.Array(ApprovalRuleVersionResource) },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const row = await visibleRule(db, principalOf(request), request.params.id);
      const versions = await ruleVersions(db, row.id);
      return {
        data: {
          approval_rule: await ruleViewOf(db, row),
          versions: versions.map((version) => ({ ...version, definition: { ...version.definition } })),
        },
      };
    },
  );

  app.put(
    '/approval-rules/:id',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Replaces a rule’s definition as its next version; earlier versions stay on record',
        params: IdParams,
        body: Type.Object(
          {
            ...ApprovalRuleDefinition.properties,
            position: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: OneRule,
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'INVALID_STATE', ...ruleErrors),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const current = await writableRule(db, principal, request.params.id);
      const definition = definitionFrom(request.body);
      await checkRuleDefinition(db, services.tools, definition, current.owner_user_id);
      const row = await db
        .transaction()
        .execute((trx) => updateRule(trx, current, definition, request.body.position, principal.user.id));
      if (!row) throw new ApiError('INVALID_STATE', 'The rule was revoked or changed meanwhile; reload it.');
      return { data: { approval_rule: await ruleViewOf(db, row) } };
    },
  );

  app.delete(
    '/approval-rules/:id',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Revokes a rule or grant: it decides nothing from now on, and stays on record',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const current = await writableRule(db, principal, request.params.id);
      await db.transaction().execute((trx) => revokeRule(trx, current.id, principal.user.id));
      return { data: { deleted: true as const } };
    },
  );
}
