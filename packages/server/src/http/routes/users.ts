import Type from 'typebox';
import { TwoFactor } from '../../accounts/index.js';
import { SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import {
  dataEnvelope,
  deletedResponse,
  errorResponses,
  IdParams,
  Nullable,
  named,
  PageQuery,
  Pagination,
  pageWindow,
  paginationOf,
} from '../schemas/index.js';
import { toUserResource, UserResource } from '../schemas/user-resource.js';
import { securityOriginOf } from '../security-origin.js';

const Role = Type.Union([Type.Literal('admin'), Type.Literal('member')]);
const Status = Type.Union([Type.Literal('active'), Type.Literal('suspended')]);
const OneUser = dataEnvelope(Type.Object({ user: UserResource }, { additionalProperties: false }));
// What an administrator's list adds to each account: whether it signs in with two factors.
const ListedUser = Type.Object(
  { ...UserResource.properties, two_factor_enabled: Type.Boolean() },
  { additionalProperties: false, ...named('ListedUser') },
);

/** `/users`: administrators manage every account. */
export function registerUserRoutes(app: ApiApp, services: ApiServices): void {
  const administration = services.userAdministration;
  const twoFactor = new TwoFactor(services.database.db, services.encryption);
  const securityLog = new SecurityLog(services.database.db);

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Every account, oldest first, a page at a time; `q` keeps those whose e-mail or name contains it',
        querystring: Type.Object({
          ...PageQuery.properties,
          q: Type.Optional(Type.String({ maxLength: 254 })),
        }),
        response: {
          200: dataEnvelope(
            Type.Object(
              { users: Type.Array(ListedUser), pagination: Pagination },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('FORBIDDEN'),
        },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const page = await administration.list(window, request.query.q?.trim() ?? '');
      const enabled = await twoFactor.enabledAmong(page.users.map((user) => user.id));
      const users = page.users.map((user) => ({
        ...toUserResource(user),
        two_factor_enabled: enabled.has(user.id),
      }));
      return { data: { users, pagination: paginationOf(window, page.total) } };
    },
  );

  app.post(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Creates an account',
        body: Type.Object(
          {
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 1024 }),
            display_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
            role: Type.Optional(Role),
          },
          { additionalProperties: false },
        ),
        response: { 201: OneUser, ...errorResponses('FORBIDDEN', 'EMAIL_TAKEN') },
      },
    },
    async (request, reply) => {
      const { email, password, display_name: displayName, role } = request.body;
      const user = await services.accounts.create({ email, password, displayName, role });
      await securityLog.record(
        {
          kind: 'user.created_by_admin',
          subjectUserId: user.id,
          detail: { email: user.email, role: user.role },
        },
        securityOriginOf(request),
      );
      await services.email.accounts.sendWelcome(user.id);
      return reply.code(201).send({ data: { user: toUserResource(user) } });
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'One account',
        params: IdParams,
        response: { 200: OneUser, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = await services.accounts.get(request.params.id);
      if (user === null) throw ApiError.notFound('User');
      return { data: { user: toUserResource(user) } };
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Changes an account's display name, role, status or verification; suspending signs it out",
        params: IdParams,
        body: Type.Object(
          {
            display_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
            role: Type.Optional(Role),
            status: Type.Optional(Status),
            email_verified: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: OneUser,
          ...errorResponses(
            'FORBIDDEN',
            'NOT_FOUND',
            'CANNOT_MODIFY_SELF',
            'LAST_ADMINISTRATOR',
            'BREAK_GLASS_ADMINISTRATOR',
          ),
        },
      },
    },
    async (request) => {
      const { display_name: displayName, role, status, email_verified: emailVerified } = request.body;
      const user = await administration.update(
        principalOf(request).user.id,
        request.params.id,
        { displayName, role, status, emailVerified },
        securityOriginOf(request),
      );
      return { data: { user: toUserResource(user) } };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Deletes an account and everything it owns',
        params: IdParams,
        response: {
          200: deletedResponse,
          ...errorResponses(
            'FORBIDDEN',
            'NOT_FOUND',
            'CANNOT_MODIFY_SELF',
            'LAST_ADMINISTRATOR',
            'BREAK_GLASS_ADMINISTRATOR',
            'INVALID_STATE',
          ),
        },
      },
    },
    async (request) => {
      await administration.remove(principalOf(request).user.id, request.params.id, securityOriginOf(request));
      return { data: { deleted: true as const } };
    },
  );

  app.delete(
    '/users/:id/two-factor',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          "Resets a user's two-factor sign-in (authenticator app and recovery codes), for someone who lost both",
        params: IdParams,
        response: {
          200: dataEnvelope(Type.Object({ reset: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses('FORBIDDEN', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const target = await services.accounts.get(request.params.id);
      if (target === null) throw ApiError.notFound(`User ${request.params.id}`);
      await twoFactor.remove(target.id);
      await securityLog.record(
        { kind: 'two_factor.reset_by_admin', subjectUserId: target.id, detail: { email: target.email } },
        securityOriginOf(request),
      );
      return { data: { reset: true as const } };
    },
  );
}
