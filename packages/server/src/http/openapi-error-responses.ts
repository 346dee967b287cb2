import { STATUS_CODES } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { apiErrorCatalogue } from './error-catalogue.js';

const errorSchemaRef = '#/components/schemas/ErrorResponse';

interface OpenApiDocument {
  readonly paths?: object;
  readonly components?: { readonly responses?: object };
}

/** `Not Found` → `NotFound`: the name of a status's shared error response. */
function responseNameOf(status: string): string {
  return (STATUS_CODES[Number(status)] ?? `Status ${status}`).replace(/[^A-Za-z0-9]/g, '');
}

/** What an error response of this status says: the codes the API answers with under it. */
function errorResponseOf(status: string) {
  const codes = Object.entries(apiErrorCatalogue)
    .filter(([, entry]) => entry.status === Number(status))
    .map(([code]) => `\`${code}\``);
  const reason = STATUS_CODES[Number(status)] ?? status;
  return {
    description: codes.length === 0 ? reason : `${reason}: ${codes.join(', ')} (see docs/errors.md)`,
    content: { 'application/json': { schema: { $ref: errorSchemaRef } } },
  };
}

const isErrorEnvelopeResponse = (response: unknown): boolean =>
  isDeepStrictEqual((response as { content?: unknown } | null)?.content, {
    'application/json': { schema: { $ref: errorSchemaRef } },
  });

/**
 * Replaces each operation's error response with a `$ref` to one shared response per status in
 * `components/responses`, described by the error codes of that status: one definition instead of
 * hundreds of copies, and a description that says which codes to expect.
 */
export function withSharedErrorResponses<Document extends OpenApiDocument>(document: Document): Document {
  const responses: Record<string, unknown> = { ...document.components?.responses };
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, { responses?: Record<string, unknown> }>).map(
          ([method, operation]) => {
            if (typeof operation !== 'object' || operation.responses === undefined)
              return [method, operation];
            const shared = Object.entries(operation.responses).map(([status, response]) => {
              if (!isErrorEnvelopeResponse(response)) return [status, response];
              const name = responseNameOf(status);
              responses[name] ??= errorResponseOf(status);
              return [status, { $ref: `#/components/responses/${name}` }];
            });
            return [method, { ...operation, responses: Object.fromEntries(shared) }];
          },
        ),
      ),
    ]),
  );
  return { ...document, paths, components: { ...document.components, responses } };
}
