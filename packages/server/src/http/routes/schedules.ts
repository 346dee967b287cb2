import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, emptyBody, errorResponses, IdParams } from '../schemas/index.js';
import {
  OccurrenceResource,
  ScheduleBody,
  ScheduledTodayEntry,
  ScheduleParams,
  SchedulePatch,
  ScheduleResource,
  TimingPreview,
  TimingPreviewBody,
} from '../schemas/schedule-resource.js';

const OneSchedule = dataEnvelope(
  Type.Object({ schedule: ScheduleResource }, { additionalProperties: false }),
);

/**
 * `/agents/{id}/schedules`: runs of one of your agents on a cron schedule or once, in an IANA
 * time zone; their occurrences with the tasks they started; "run now"; a preview of a timing.
 * Another user's agent or schedule is 404.
 */
export function registerScheduleRoutes(app: ApiApp, services: ApiServices): void {
  const schedulesOf = (request: Parameters<typeof principalOf>[0]) =>
    services.schedulesOf(principalOf(request).user.id);

  app.get(
    '/agents/:id/schedules',
    {
      schema: {
        tags: ['schedules'],
        summary: "The agent's schedules, with what each does next",
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ schedules: Type.Array(ScheduleResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => ({ data: { schedules: await schedulesOf(request).list(request.params.id) } }),
  );

  app.post(
    '/agents/:id/schedules',
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Create a schedule: a prompt or a prompt template, and a cron expression or a one-shot time in a time zone',
        params: IdParams,
        body: ScheduleBody,
        response: { 201: OneSchedule, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const schedule = await schedulesOf(request).create(request.params.id, request.body);
      return reply.code(201).send({ data: { schedule } });
    },
  );

  app.post(
    '/agents/:id/schedules/preview',
    {
      schema: {
        tags: ['schedules'],
        summary: 'A timing in words and its next due times, for a form to show while you type',
        params: IdParams,
        body: TimingPreviewBody,
        response: { 200: dataEnvelope(TimingPreview), ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const { count, ...timing } = request.body;
      return { data: await schedulesOf(request).previewTiming(request.params.id, timing, count ?? 5) };
    },
  );

  app.get(
    '/agents/:id/schedules/:scheduleId',
    {
      schema: {
        tags: ['schedules'],
        summary: 'One schedule',
        params: ScheduleParams,
        response: { 200: OneSchedule, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({
      data: { schedule: await schedulesOf(request).get(request.params.id, request.params.scheduleId) },
    }),
  );

  app.patch(
    '/agents/:id/schedules/:scheduleId',
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Change a schedule; is_active pauses or resumes it (a resumed schedule runs at its next due time)',
        params: ScheduleParams,
        body: SchedulePatch,
        response: { 200: OneSchedule, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({
      data: {
        schedule: await schedulesOf(request).update(
          request.params.id,
          request.params.scheduleId,
          request.body,
        ),
      },
    }),
  );

  app.delete(
    '/agents/:id/schedules/:scheduleId',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Delete a schedule and its occurrences (the tasks it started stay)',
        params: ScheduleParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      await schedulesOf(request).remove(request.params.id, request.params.scheduleId);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/agents/:id/schedules/:scheduleId/run-now',
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Start the schedule’s task now, paused or not; the next scheduled occurrence stays as it was',
        params: ScheduleParams,
        body: emptyBody,
        response: {
          201: dataEnvelope(
            Type.Object(
              { occurrence: OccurrenceResource, schedule: ScheduleResource },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const schedules = schedulesOf(request);
      const { occurrence } = await schedules.runNow(request.params.id, request.params.scheduleId);
      const schedule = await schedules.get(request.params.id, request.params.scheduleId);
      return reply.code(201).send({ data: { occurrence, schedule } });
    },
  );

  app.get(
    '/agents/:id/schedules/:scheduleId/occurrences',
    {
      schema: {
        tags: ['schedules'],
        summary: "The schedule's occurrences, newest first, each with the task it started and its outcome",
        params: ScheduleParams,
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(
            Type.Object({ occurrences: Type.Array(OccurrenceResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      data: {
        occurrences: await schedulesOf(request).occurrencesOf(
          request.params.id,
          request.params.scheduleId,
          request.query.limit ?? 20,
          request.query.offset ?? 0,
        ),
      },
    }),
  );

  app.get(
    '/schedules/today',
    {
      schema: {
        tags: ['schedules'],
        summary:
          'Your scheduled runs of today in a time zone, across your agents: done, pending and still to come',
        querystring: Type.Object(
          { timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 100, default: 'UTC' })) },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(
            Type.Object({ runs: Type.Array(ScheduledTodayEntry) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => ({
      data: { runs: await schedulesOf(request).today(request.query.timezone ?? 'UTC') },
    }),
  );
}
