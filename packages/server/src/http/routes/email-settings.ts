import Type from 'typebox';
import { describeSendFailure } from '../../email/index.js';
import { SecurityLog } from '../../security-log/index.js';
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
  Nullable,
  named,
  Timestamp,
} from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';

const Security = Type.Union([Type.Literal('tls'), Type.Literal('starttls'), Type.Literal('none')], {
  description:
    '`tls`: TLS from the start (port 465); `starttls`: upgrade required (587); `none`: plain (local relays only)',
});

const SettingsResource = Type.Object(
  {
    host: Type.String(),
    port: Type.Integer(),
    security: Security,
    username: Nullable(Type.String()),
    has_password: Type.Boolean({ description: 'A password is stored; it is never shown' }),
    from_address: Type.String(),
    from_name: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('EmailSettings') },
);

const OutboxEntryResource = Type.Object(
  {
    id: Type.Integer(),
    template: Type.String(),
    to_address: Type.String(),
    subject: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
    attempts: Type.Integer(),
    next_attempt_at: Nullable(Timestamp),
    last_error: Nullable(Type.String()),
    message_id: Nullable(Type.String()),
    sent_at: Nullable(Timestamp),
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('EmailOutboxEntry') },
);

const OneSettings = dataEnvelope(
  Type.Object({ settings: Nullable(SettingsResource) }, { additionalProperties: false }),
);

/** `/email`: the administrator's SMTP settings, a test message, and the outbox with its failures. */
export function registerEmailSettingsRoutes(app: ApiApp, services: ApiServices): void {
  const email = services.email;
  const securityLog = new SecurityLog(services.database.db);
  const settingsView = async () => {
    const view = await email.settings.view();
    return {
      data: {
        settings:
          view === null
            ? null
            : {
                host: view.host,
                port: view.port,
                security: view.security,
                username: view.username,
                has_password: view.hasPassword,
                from_address: view.fromAddress,
                from_name: view.fromName,
              },
      },
    };
  };

  app.get(
    '/email/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'The SMTP settings (null until saved); the password is never shown',
        response: { 200: OneSettings, ...errorResponses('FORBIDDEN', 'SETTINGS_UNREADABLE') },
      },
    },
    settingsView,
  );

  app.put(
    '/email/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Saves the SMTP settings; the password is stored encrypted, and kept when left out',
        body: Type.Object(
          {
            host: Type.String({ minLength: 1, maxLength: 253, pattern: '^[^\\s/]+$' }),
            port: Type.Integer({ minimum: 1, maximum: 65_535 }),
            security: Security,
            username: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
            password: Type.Optional(
              Nullable(
                Type.String({
                  maxLength: 1024,
                  description: 'Omit to keep the stored one; null or empty removes it',
                }),
              ),
            ),
            from_address: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' }),
            from_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
          },
          { additionalProperties: false },
        ),
        response: { 200: OneSettings, ...errorResponses('FORBIDDEN') },
      },
    },
    async (request) => {
      const body = request.body;
      await email.settings.save({
        host: body.host,
        port: body.port,
        security: body.security,
        username: body.username ?? null,
        ...(body.password !== undefined && { password: body.password }),
        fromAddress: body.from_address,
        fromName: body.from_name ?? null,
      });
      await securityLog.record(
        { kind: 'settings.changed', subjectUserId: null, detail: { setting: 'smtp', change: 'set' } },
        securityOriginOf(request),
      );
      return settingsView();
    },
  );

  app.delete(
    '/email/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Removes the SMTP settings: nothing more is queued, and queued mail waits',
        response: { 200: deletedResponse, ...errorResponses('FORBIDDEN') },
      },
    },
    async (request) => {
      await email.settings.remove();
      await securityLog.record(
        { kind: 'settings.changed', subjectUserId: null, detail: { setting: 'smtp', change: 'removed' } },
        securityOriginOf(request),
      );
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/email/test',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['email'],
        summary:
          'Sends a test message now, to `to` or your own address, and says how the SMTP server answered',
        body: Type.Object(
          {
            to: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(
            Type.Object({ to: Type.String(), message_id: Type.String() }, { additionalProperties: false }),
          ),
          ...errorResponses('FORBIDDEN', 'EMAIL_NOT_CONFIGURED', 'EMAIL_SEND_FAILED', 'SETTINGS_UNREADABLE'),
        },
      },
    },
    async (request) => {
      const settings = await email.settings.get();
      if (settings === null) {
        throw new ApiError('EMAIL_NOT_CONFIGURED', 'Save the SMTP settings before sending a test e-mail.');
      }
      const to = request.body.to ?? principalOf(request).user.email;
      const rendered = email.templates.render('test', { link: email.links.home() });
      try {
        const messageId = await email.sendNow(settings, { ...rendered, to });
        return { data: { to, message_id: messageId } };
      } catch (error) {
        const reason = describeSendFailure(error);
        throw new ApiError('EMAIL_SEND_FAILED', `The test e-mail was not sent: ${reason}`, { reason });
      }
    },
  );

  app.get(
    '/email/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'The newest messages (never their text), with how many wait and how many failed for good',
        querystring: Type.Object(
          {
            status: Type.Optional(
              Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
            ),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                messages: Type.Array(OutboxEntryResource),
                pending_count: Type.Integer(),
                failed_count: Type.Integer(),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('FORBIDDEN'),
        },
      },
    },
    async (request) => {
      const [messages, counts] = await Promise.all([
        email.outbox.recent(request.query.limit ?? 50, request.query.status),
        email.outbox.counts(),
      ]);
      return {
        data: {
          messages: messages.map(({ user_id: _user, updated_at: _updated, ...entry }) => ({
            ...entry,
            next_attempt_at: entry.status === 'pending' ? entry.next_attempt_at : null,
          })),
          pending_count: counts.pending,
          failed_count: counts.failed,
        },
      };
    },
  );

  app.post(
    '/email/outbox/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Queues a message that failed for good again, with fresh attempts',
        params: IdParams,
        body: emptyBody,
        response: {
          200: dataEnvelope(Type.Object({ queued: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses('FORBIDDEN', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      if (!(await email.outbox.requeue(request.params.id))) throw ApiError.notFound('Failed message');
      email.sender.wake();
      return { data: { queued: true as const } };
    },
  );
}
