/**
 * Bodies are UTF-8 JSON: other media types, and JSON declared in another charset, are 415 with
 * nothing written; `last_event_id` is bounded like its header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from '../support/database-snapshot.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const sqlite = testEngines[0];

describe('media types', () => {
  let api: TestApi;
  let user: ApiUser;

  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    api = await openTestApi(sqlite);
    user = await api.signUp();
  });

  afterAll(async () => {
    await api.dispose();
  });

  async function expectUnsupported(contentType: string, payload: string) {
    const before = await snapshotDatabase(api.platform.database.db);
    const response = await user.request('POST', '/api/v1/agents', payload, { 'content-type': contentType });
    expect(response.statusCode, contentType).toBe(415);
    expect(response.json().error, contentType).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.any(String),
    });
    expect(await snapshotDatabase(api.platform.database.db), contentType).toEqual(before);
  }

  it('answers text/plain and other non-JSON bodies with 415, as documented', async () => {
    for (const contentType of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      await expectUnsupported(contentType, '{"name":"Typed as text"}');
    }
  });

  it('refuses JSON declared in a charset other than UTF-8', async () => {
    for (const charset of ['utf-16', 'UTF-16LE', 'latin1', 'iso-8859-1', '"windows-1252"', 'ascii', '']) {
      await expectUnsupported(`application/json; charset=${charset}`, '{"name":"Declared otherwise"}');
    }
  });

  it('accepts JSON without a charset or declared as UTF-8, in any spelling', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/json; charset=utf8',
    ]) {
      const response = await user.request('POST', '/api/v1/agents', '{"name":"Réglé"}', {
        'content-type': contentType,
      });
      expect(response.statusCode, contentType).toBe(201);
      expect(response.json().data.agent.name).toBe('Réglé');
    }
  });

  it('bounds last_event_id by the digits its header takes', async () => {
    for (const value of ['1e400', '1e15', '1000000000000000', 'Infinity', '-1', '1.5']) {
      const response = await user.request('GET', `/api/v1/events?last_event_id=${value}`);
      expect(response.statusCode, value).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { in: 'querystring' },
      });
    }
    for (const value of ['1e400', '1000000000000000', '-1']) {
      const response = await user.request('GET', '/api/v1/events', undefined, { 'last-event-id': value });
      expect(response.statusCode, value).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});
