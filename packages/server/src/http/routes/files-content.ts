import { create as contentDisposition } from 'content-disposition';
import Type from 'typebox';
import { downloadPolicyOf } from '../../files/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { readableFile } from '../readable-file.js';
import { errorResponses, IdParams } from '../schemas/index.js';

const FileContent = Type.Unsafe<NodeJS.ReadableStream>(
  Type.String({ format: 'binary', description: 'The content, as stored' }),
);

/**
 * `GET /files/{id}/content`: the bytes, streamed from the store. Raster images and PDFs are
 * `inline`, everything else an `attachment`; what a browser could run (HTML, SVG, XML, scripts)
 * goes out as `application/octet-stream`, and `nosniff` stops the browser guessing otherwise.
 */
export function registerFileContentRoute(app: ApiApp, services: ApiServices): void {
  app.get(
    '/files/:id/content',
    {
      schema: {
        tags: ['files'],
        summary: 'Download one of your files, or a file of a task you may see',
        params: IdParams,
        response: {
          200: {
            description:
              'The content: its own type for raster images, PDFs and passive text or media; `application/octet-stream` for anything a browser could run',
            content: {
              'application/octet-stream': { schema: FileContent },
              'application/json': { schema: Type.Unknown({ description: 'A JSON file, as uploaded' }) },
            },
          },
          ...errorResponses('FILE_NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const { file, content } = await services.files.openRow(
        await readableFile(services, request, request.params.id),
      );
      const policy = downloadPolicyOf(file.media_type);
      return reply
        .type(policy.contentType)
        .header('content-length', String(file.size_bytes))
        .header('content-disposition', contentDisposition(file.name, { type: policy.disposition }))
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
}
