import { describe, expect, it } from 'vitest';
import { withNamedComponents } from '../../src/http/openapi-components.js';
import { withSharedErrorResponses } from '../../src/http/openapi-error-responses.js';

const named = (name: string, schema: object) => ({ ...schema, 'x-component-name': name });

describe('named schemas in the OpenAPI document', () => {
  it('moves each named schema, nested ones included, into components and refers to it', () => {
    const user = named('User', { type: 'object', properties: { id: { type: 'integer' } } });
    const team = named('Team', {
      type: 'object',
      properties: { owner: user, members: { type: 'array', items: user } },
    });
    const input = {
      paths: {
        '/teams': { get: { responses: { 200: { content: { 'application/json': { schema: team } } } } } },
      },
      components: { securitySchemes: {}, schemas: {} },
    };
    const document = withNamedComponents(input);
    expect(document.paths).toEqual({
      '/teams': {
        get: {
          responses: {
            200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Team' } } } },
          },
        },
      },
    });
    expect(document.components).toEqual({
      securitySchemes: {},
      schemas: {
        Team: {
          type: 'object',
          properties: {
            owner: { $ref: '#/components/schemas/User' },
            members: { type: 'array', items: { $ref: '#/components/schemas/User' } },
          },
        },
        User: { type: 'object', properties: { id: { type: 'integer' } } },
      },
    });
  });

  it('refuses two different schemas under one name', () => {
    const paths = {
      '/a': { get: { responses: { 200: named('Thing', { type: 'string' }) } } },
      '/b': { get: { responses: { 200: named('Thing', { type: 'integer' }) } } },
    };
    expect(() => withNamedComponents({ paths })).toThrow(/Two different schemas are named Thing/);
  });

  it('shares one error response per status, described by its codes', () => {
    const error = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
    const input: { paths: object; components?: { responses?: Record<string, { description: string }> } } = {
      paths: { '/a': { get: { responses: { 200: { description: 'ok' }, 404: error, 409: error } } } },
    };
    const document = withSharedErrorResponses(input);
    expect(document.paths).toEqual({
      '/a': {
        get: {
          responses: {
            200: { description: 'ok' },
            404: { $ref: '#/components/responses/NotFound' },
            409: { $ref: '#/components/responses/Conflict' },
          },
        },
      },
    });
    const responses = (document.components as { responses: Record<string, { description: string }> })
      .responses;
    expect(responses.NotFound?.description).toMatch(/^Not Found: `NOT_FOUND`/);
    expect(responses.Conflict?.description).toContain('`INVALID_STATE`');
  });
});
