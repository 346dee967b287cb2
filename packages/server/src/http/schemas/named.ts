/**
 * The annotation that names a schema in the OpenAPI document: wherever a route uses the schema,
 * the document has a `$ref` to `#/components/schemas/<name>` instead of a copy. Validators and
 * serializers ignore `x-` keywords.
 */
export const componentNameKeyword = 'x-component-name';

/** Schema options that name the schema in the OpenAPI document: `Type.Object({…}, named('Task'))`. */
export function named(name: string): { readonly [componentNameKeyword]: string } {
  return { [componentNameKeyword]: name };
}
