import Type from 'typebox';
import { reconciledResultLimit } from '../../orchestrator/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { decidableTaskData, decidableTaskFirst } from '../approver-task-access.js';
import { principalOf } from '../route-access.js';
import { errorResponses, IdParams } from '../schemas/index.js';
import { OneTaskResponse } from '../schemas/task-resource.js';

const CallId = Type.Integer({ minimum: 1, description: 'The held call’s `id` (its status is UNCERTAIN)' });

/** One answer: it ran, with what it returned, or it did not run. */
const Reconciliation = Type.Union(
  [
    Type.Object(
      {
        call_id: CallId,
        outcome: Type.Literal('ran'),
        result: Type.String({
          maxLength: reconciledResultLimit,
          description: 'What the call returned; the model reads it as the call’s result, given by you',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      { call_id: CallId, outcome: Type.Literal('not_run') },
      { additionalProperties: false, description: 'It did not run: it runs once, on the task’s next run' },
    ),
  ],
  { description: 'What became of one held call' },
);

/**
 * A task whose worker died while a call with effects ran waits in NEEDS_RECONCILIATION for a
 * person to say what became of each held call. Whoever may decide the task's calls (its owner or
 * an approver of its agent) may answer; anyone else gets NOT_FOUND. Aborting uses `/abort`.
 */
export function registerTaskReconciliationRoutes(app: ApiApp, services: ApiServices): void {
  app.post(
    '/tasks/:id/reconcile',
    {
      preValidation: decidableTaskFirst(services),
      schema: {
        tags: ['tasks'],
        summary:
          'Says what became of a call that may have run when its worker stopped (NEEDS_RECONCILIATION): it ran, with its result, or it did not, and runs now; the task runs on once every held call is answered',
        params: IdParams,
        body: Reconciliation,
        response: {
          200: OneTaskResponse,
          ...errorResponses('NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR'),
        },
      },
    },
    async (request) => {
      await services.orchestrator.decisions.reconcile(
        request.params.id,
        request.body,
        principalOf(request).user.id,
      );
      return { data: await decidableTaskData(services, request, request.params.id) };
    },
  );
}
