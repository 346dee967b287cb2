import { isDeepStrictEqual } from 'node:util';
import { componentNameKeyword } from './schemas/named.js';

interface OpenApiDocument {
  readonly paths?: unknown;
  readonly components?: { readonly schemas?: object };
}

/**
 * Moves every named schema (`named()`) into `components/schemas` and puts a `$ref` where it was
 * used, so clients generated from the document get one named type per resource, not a copy per
 * operation. Two different schemas under one name are a mistake in the route schemas and throw.
 */
export function withNamedComponents<Document extends OpenApiDocument>(document: Document): Document {
  const schemas: Record<string, unknown> = { ...document.components?.schemas };
  const hoist = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(hoist);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== componentNameKeyword)
        .map(([key, value]) => [key, hoist(value)]),
    );
    const name = (node as Record<string, unknown>)[componentNameKeyword];
    if (typeof name !== 'string') return copy;
    if (name in schemas && !isDeepStrictEqual(schemas[name], copy))
      throw new Error(`Two different schemas are named ${name} in the OpenAPI document.`);
    schemas[name] = copy;
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = hoist(document.paths);
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, paths, components: { ...document.components, schemas: sorted } };
}
