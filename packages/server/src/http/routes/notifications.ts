import Type from 'typebox';
import { notificationView } from '../../notifications/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import {
  dataEnvelope,
  deletedResponse,
  emptyBody,
  errorResponses,
  IdParams,
  PageQuery,
  Pagination,
  pageWindow,
  paginationOf,
} from '../schemas/index.js';
import { NotificationResource } from '../schemas/notification-resource.js';

const OneNotification = dataEnvelope(
  Type.Object({ notification: NotificationResource }, { additionalProperties: false }),
);

/** `/notifications`: the signed-in user's notifications; anyone else's is not found. */
export function registerNotificationRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, with how many are unread',
        querystring: Type.Object({
          ...PageQuery.properties,
          unread_only: Type.Optional(Type.Boolean({ default: false })),
        }),
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                notifications: Type.Array(NotificationResource),
                pagination: Pagination,
                unread_count: Type.Integer({
                  description: 'Your unread notifications, whatever the filter and page: the bell’s badge',
                }),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const page = await services.notifications.list(principalOf(request).user.id, {
        unreadOnly: request.query.unread_only ?? false,
        limit: window.limit,
        offset: window.offset,
      });
      return {
        data: {
          notifications: page.items.map(notificationView),
          pagination: paginationOf(window, page.total),
          unread_count: page.unread,
        },
      };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one notification read',
        params: IdParams,
        body: emptyBody,
        response: { 200: OneNotification, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const row = await services.notifications.markRead(principalOf(request).user.id, request.params.id);
      if (row === null) throw ApiError.notFound('Notification');
      return { data: { notification: notificationView(row) } };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks every unread notification read; says how many were',
        body: emptyBody,
        response: {
          200: dataEnvelope(Type.Object({ marked: Type.Integer() }, { additionalProperties: false })),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const marked = await services.notifications.markAllRead(principalOf(request).user.id);
      return { data: { marked } };
    },
  );

  app.delete(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Deletes all your notifications; says how many there were',
        response: {
          200: dataEnvelope(Type.Object({ deleted: Type.Integer() }, { additionalProperties: false })),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const deleted = await services.notifications.removeAll(principalOf(request).user.id);
      return { data: { deleted } };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Deletes one notification',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const removed = await services.notifications.remove(principalOf(request).user.id, request.params.id);
      if (!removed) throw ApiError.notFound('Notification');
      return { data: { deleted: true as const } };
    },
  );
}
