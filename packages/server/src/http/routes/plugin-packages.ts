import Type from 'typebox';
import {
  PluginPackages,
  packageNameMaxLength,
  packageNamePattern,
  versionSpecMaxLength,
  versionSpecPattern,
} from '../../plugins/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, emptyBody, errorResponses } from '../schemas/index.js';
import {
  PluginPackageResource,
  PluginRestartResource,
  toPluginPackageResource,
  toPluginRestartResource,
} from '../schemas/plugin-package-resource.js';
import { securityOriginOf } from '../security-origin.js';

const Version = Type.String({
  minLength: 1,
  maxLength: versionSpecMaxLength,
  pattern: versionSpecPattern,
  description: 'A version, a range or a dist-tag (`1.2.0`, `^1.2`, `latest`); `latest` when omitted.',
});
const SlugParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9_-]*$' }) },
  { additionalProperties: false },
);
const ChangeResult = dataEnvelope(
  Type.Object(
    { plugin: PluginPackageResource, restart: PluginRestartResource },
    { additionalProperties: false },
  ),
);

/**
 * Plugins installed from an npm registry into the plugins folder: `GET/POST /plugin-packages`,
 * `POST /plugin-packages/{slug}/update`, `DELETE /plugin-packages/{slug}`, and `POST /server/restart`
 * to load the changes. Under their own path, since `/plugins/<slug>/…` belongs to each plugin's
 * routes. Administrators only; every change is in the security log.
 */
export function registerPluginPackageRoutes(app: ApiApp, services: ApiServices): void {
  const packages = new PluginPackages({
    pluginsDir: services.config.pluginsDir,
    registry: process.env.SPORA_NPM_REGISTRY?.trim() || null,
    database: services.database,
    logger: services.logger,
    loaded: () => services.plugins.reports(),
  });
  const restartState = () =>
    toPluginRestartResource(
      packages.pendingChanges(services.plugins.reports()),
      services.restartServer !== undefined,
    );

  app.get(
    '/plugin-packages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plugins'],
        summary:
          'The plugins folder as it is on disk (what was installed from a registry, from where) and what a restart would change',
        response: {
          200: dataEnvelope(
            Type.Object(
              { plugins: Type.Array(PluginPackageResource), restart: PluginRestartResource },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('FORBIDDEN'),
        },
      },
    },
    async () => ({
      data: { plugins: packages.list().map(toPluginPackageResource), restart: restartState() },
    }),
  );

  app.post(
    '/plugin-packages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plugins'],
        summary:
          'Installs a plugin from the npm registry into the plugins folder; it loads when the server restarts',
        body: Type.Object(
          {
            package: Type.String({
              minLength: 1,
              maxLength: packageNameMaxLength,
              pattern: packageNamePattern,
              description: 'The npm package name (`spora-plugin-notes`, `@acme/spora-notes`).',
            }),
            version: Type.Optional(Version),
          },
          { additionalProperties: false },
        ),
        response: {
          201: ChangeResult,
          ...errorResponses(
            'FORBIDDEN',
            'PLUGIN_PACKAGE_NOT_FOUND',
            'PLUGIN_ALREADY_INSTALLED',
            'PLUGIN_MANIFEST_INVALID',
            'PLUGIN_INSTALL_FAILED',
          ),
        },
      },
    },
    async (request, reply) => {
      const plugin = await packages.install(
        { package: request.body.package, version: request.body.version },
        securityOriginOf(request),
      );
      return reply
        .code(201)
        .send({ data: { plugin: toPluginPackageResource(plugin), restart: restartState() } });
    },
  );

  app.post(
    '/plugin-packages/:slug/update',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plugins'],
        summary:
          'Installs another version (the latest by default) of a plugin installed from the registry; it loads when the server restarts',
        params: SlugParams,
        body: Type.Object({ version: Type.Optional(Version) }, { additionalProperties: false }),
        response: {
          200: ChangeResult,
          ...errorResponses(
            'FORBIDDEN',
            'NOT_FOUND',
            'PLUGIN_PACKAGE_NOT_FOUND',
            'PLUGIN_NOT_FROM_REGISTRY',
            'PLUGIN_MANIFEST_INVALID',
            'PLUGIN_INSTALL_FAILED',
          ),
        },
      },
    },
    async (request) => {
      const { plugin } = await packages.update(
        request.params.slug,
        request.body.version,
        securityOriginOf(request),
      );
      return { data: { plugin: toPluginPackageResource(plugin), restart: restartState() } };
    },
  );

  app.delete(
    '/plugin-packages/:slug',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plugins'],
        summary:
          'Removes a plugin installed from the registry (its tables stay); it unloads when the server restarts',
        params: SlugParams,
        response: {
          200: ChangeResult,
          ...errorResponses('FORBIDDEN', 'NOT_FOUND', 'PLUGIN_NOT_FROM_REGISTRY', 'PLUGIN_REQUIRED_BY'),
        },
      },
    },
    async (request) => {
      const plugin = await packages.remove(request.params.slug, securityOriginOf(request));
      return { data: { plugin: toPluginPackageResource(plugin), restart: restartState() } };
    },
  );

  app.post(
    '/server/restart',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plugins'],
        summary:
          'Restarts the server to load plugin changes: it stops gracefully once this answer is sent and starts again',
        body: emptyBody,
        response: {
          202: dataEnvelope(Type.Object({ restarting: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses('FORBIDDEN', 'RESTART_UNAVAILABLE'),
        },
      },
    },
    async (request, reply) => {
      const restart = services.restartServer;
      if (restart === undefined) {
        throw new ApiError(
          'RESTART_UNAVAILABLE',
          'This server was not started by `spora serve`, so it cannot restart itself; restart it the way it was started.',
        );
      }
      services.logger.info({ actor: request.principal?.user.id }, 'restart requested to load plugin changes');
      // Once the answer has left: the restart closes this server's connections.
      reply.raw.once('finish', () => setImmediate(restart));
      return reply.code(202).send({ data: { restarting: true as const } });
    },
  );
}
