import multipart from '@fastify/multipart';
import { SporaError } from '@spora/sdk';
import Type from 'typebox';
import { FileError } from '../../files/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { readableFile } from '../readable-file.js';
import { principalOf } from '../route-access.js';
import { FileResource, FileUploadForm, toFileResource } from '../schemas/file-resource.js';
import {
  dataEnvelope,
  errorResponses,
  IdParams,
  PageQuery,
  Pagination,
  pageWindow,
  paginationOf,
} from '../schemas/index.js';
import { registerFileContentRoute } from './files-content.js';

const OneFile = dataEnvelope(Type.Object({ file: FileResource }, { additionalProperties: false }));

/**
 * `/files`: a user's own files. Uploads are `multipart/form-data` with one `file` part, streamed
 * into the file store (never held whole in memory) up to the per-file limit; the type is sniffed
 * from the content. Another user's file is 404 `FILE_NOT_FOUND` on every route.
 */
export function registerFileRoutes(app: ApiApp, services: ApiServices): void {
  const { files } = services;
  // Multipart is parsed only here: every other route takes JSON alone.
  app.register(async (scope: ApiApp) => {
    await scope.register(multipart, {
      // One byte past the limit reaches the store, which refuses it with FILE_TOO_LARGE.
      limits: { fileSize: files.maxBytes + 1, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
    });
    // An upload refused before its end (too large, empty name, no `file` part) is answered at
    // once; the rest of the body is not read, so the connection closes after the answer instead of
    // leaving the client stuck sending into it.
    scope.addHook('onSend', async (request, reply, payload) => {
      if (!request.raw.complete) reply.header('connection', 'close');
      return payload;
    });

    scope.post(
      '/files',
      {
        schema: {
          tags: ['files'],
          summary: 'Upload a file: multipart/form-data, one part named "file", at most SPORA_MAX_FILE_MB',
          consumes: ['multipart/form-data'],
          body: FileUploadForm,
          response: {
            201: OneFile,
            ...errorResponses('FILE_TOO_LARGE', 'FILE_EMPTY', 'FILE_NAME_INVALID', 'FILE_MISSING'),
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new ApiError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the file as multipart/form-data, in a part named "file".',
          );
        }
        const part = await request.file().catch(unreadableUpload);
        if (part === undefined || part.fieldname !== 'file') {
          part?.file.resume();
          throw new FileError('FILE_MISSING', 'Send the file in a multipart part named "file".');
        }
        const file = await files
          .upload(principalOf(request).user.id, { name: part.filename, content: part.file })
          .catch(unreadableUpload);
        return reply.code(201).send({ data: { file: toFileResource(file) } });
      },
    );
  });

  app.get(
    '/files',
    {
      schema: {
        tags: ['files'],
        summary: 'Your files, newest first',
        querystring: PageQuery,
        response: {
          200: dataEnvelope(
            Type.Object(
              { files: Type.Array(FileResource), pagination: Pagination },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const page = await files.list(principalOf(request).user.id, window);
      return {
        data: { files: page.files.map(toFileResource), pagination: paginationOf(window, page.total) },
      };
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'One of your files, or a file of a task you may see',
        params: IdParams,
        response: { 200: OneFile, ...errorResponses('FILE_NOT_FOUND') },
      },
    },
    async (request) => {
      const file = await readableFile(services, request, request.params.id);
      return { data: { file: toFileResource(file) } };
    },
  );

  registerFileContentRoute(app, services);

  app.delete(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Delete one of your files; its content goes once no other file has the same',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses('FILE_NOT_FOUND') },
      },
    },
    async (request, reply) => {
      await files.remove(principalOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/**
 * A body that is not the multipart it says it is (it ends before a part, or inside one) is the
 * client's error: nothing was stored, since a file is kept only once its last byte has arrived.
 */
function unreadableUpload(error: unknown): never {
  if (SporaError.isInstance(error) || !(error instanceof Error) || !isMultipartParseError(error)) throw error;
  throw new FileError(
    'FILE_MISSING',
    `The multipart body could not be read (${error.message}); send the file in a part named "file".`,
  );
}

// The multipart parser's own errors, which @fastify/multipart passes on as they are.
function isMultipartParseError(error: Error): boolean {
  return /^(Unexpected end of (multipart data|form|file)|Part terminated early|Malformed part header|Multipart: Boundary not found)/.test(
    error.message,
  );
}
