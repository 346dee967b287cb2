import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkPublishedLiveEvent, OpenApiContract } from '../support/openapi-contract.js';

const document = {
  paths: {
    '/api/v1/things/{id}': {
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: { $ref: '#/components/schemas/Thing' } },
                  required: ['data'],
                },
              },
            },
          },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'integer' } },
        required: ['id'],
        additionalProperties: false,
      },
      ErrorResponse: { type: 'object', required: ['error'] },
    },
    responses: {
      NotFound: {
        description: 'Not Found',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      },
    },
  },
};

function answer(statusCode: number, body: unknown): LightMyRequestResponse {
  const text = JSON.stringify(body);
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: text,
    json: () => JSON.parse(text),
  } as unknown as LightMyRequestResponse;
}

describe('the OpenAPI contract the test client checks', () => {
  const contract = new OpenApiContract(document);

  it('passes answers the document describes, through named schemas and shared responses', () => {
    expect(() =>
      contract.check('GET', '/api/v1/things/7?x=1', answer(200, { data: { id: 7 } })),
    ).not.toThrow();
    expect(() => contract.check('GET', '/api/v1/things/8', answer(404, { error: {} }))).not.toThrow();
  });

  it('fails a body its schema refuses, and a status the document does not list', () => {
    expect(() =>
      contract.check('GET', '/api/v1/things/7', answer(200, { data: { id: 7, extra: 1 } })),
    ).toThrow(/refuses/);
    expect(() => contract.check('GET', '/api/v1/things/7', answer(409, { error: {} }))).toThrow(
      /does not list/,
    );
  });

  it('leaves routes the document does not describe alone', () => {
    expect(() => contract.check('GET', '/assets/app.js', answer(200, 'x'))).not.toThrow();
  });
});

describe('the published live-event schema', () => {
  it('takes the events the server sends', () => {
    expect(() =>
      checkPublishedLiveEvent({ id: null, event: 'text_delta', data: '{"task_id":1,"text":"Hi"}' }),
    ).not.toThrow();
    expect(() =>
      checkPublishedLiveEvent({
        id: '4',
        event: 'agent_changed',
        data: '{"agent_id":2,"change":"deleted"}',
      }),
    ).not.toThrow();
  });

  it('refuses an event type it does not list, and a payload that differs', () => {
    expect(() => checkPublishedLiveEvent({ id: '1', event: 'task_exploded', data: '{"task_id":1}' })).toThrow(
      /does not match/,
    );
    expect(() =>
      checkPublishedLiveEvent({ id: '2', event: 'agent_changed', data: '{"agent_id":2,"change":"renamed"}' }),
    ).toThrow(/does not match/);
    expect(() =>
      checkPublishedLiveEvent({
        id: null,
        event: 'task_deleted',
        data: '{"task_id":1,"deleted_task_ids":[1]}',
      }),
    ).toThrow(/does not match/);
  });
});
