/**
 * Who may rehearse an agent, manage its prompt sets and read, cancel or delete a rehearsal: the
 * owner and teammates with configure access make them; use access is refused (403); a stranger
 * and anyone but the maker and the owner see nothing (404); a suspended account is signed out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openRehearsalApiFixture, type RehearsalApiFixture } from './rehearsal-api-fixture.js';

describe.each(testEngines)('rehearsal access on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: RehearsalApiFixture;

  beforeEach(async () => {
    fixture = await openRehearsalApiFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  const prompt = { source: { kind: 'prompt', prompt: 'Check the queue' } };
  const idOf = (response: { json(): unknown }) => (response.json() as { data: { id: number } }).data.id;

  it('lets the owner and a teammate with configure access rehearse; a teammate with use access is refused', async () => {
    const configurer = await fixture.teammate('configure');
    llm.enqueue({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const byOwner = await fixture.rehearse(fixture.owner, prompt);
    const byMate = await fixture.rehearse(configurer, prompt);
    expect([byOwner.statusCode, byMate.statusCode]).toEqual([201, 201]);
    const listed = async (person: typeof configurer) =>
      (
        (await person.request('GET', `/api/v1/agents/${fixture.agentId}/rehearsals`)).json() as {
          data: { items: { id: number }[] };
        }
      ).data.items.map((item) => item.id);
    expect(await listed(fixture.owner)).toEqual([idOf(byMate), idOf(byOwner)]);
    expect(await listed(configurer)).toEqual([idOf(byMate)]);

    const user = await fixture.teammate('use');
    // The share is now use-only for the whole team, the configurer included.
    for (const person of [user, configurer]) {
      const refused = await fixture.rehearse(person, prompt);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      const sets = await person.request('GET', `/api/v1/agents/${fixture.agentId}/rehearsal-prompt-sets`);
      expect(sets.statusCode).toBe(403);
    }
    // The maker still reads their rehearsal; the owner reads both.
    expect((await configurer.request('GET', `/api/v1/rehearsals/${idOf(byMate)}`)).statusCode).toBe(200);
    expect((await fixture.owner.request('GET', `/api/v1/rehearsals/${idOf(byMate)}`)).statusCode).toBe(200);
    expect((await user.request('GET', `/api/v1/rehearsals/${idOf(byOwner)}`)).statusCode).toBe(404);
    expect((await configurer.request('GET', `/api/v1/rehearsals/${idOf(byOwner)}`)).statusCode).toBe(404);
    expect((await configurer.request('DELETE', `/api/v1/rehearsals/${idOf(byOwner)}`)).statusCode).toBe(404);
  });

  it('shows a stranger nothing, and signs a suspended maker out', async () => {
    llm.enqueue({ kind: 'text', text: 'Done.' });
    const made = await fixture.rehearse(fixture.owner, prompt);
    const stranger = await fixture.api.signUp();
    for (const [method, url, body] of [
      ['POST', `/api/v1/agents/${fixture.agentId}/rehearsals`, prompt],
      ['GET', `/api/v1/agents/${fixture.agentId}/rehearsals`, undefined],
      ['GET', `/api/v1/rehearsals/${idOf(made)}`, undefined],
      ['POST', `/api/v1/rehearsals/${idOf(made)}/cancel`, {}],
      ['DELETE', `/api/v1/rehearsals/${idOf(made)}`, undefined],
      ['GET', `/api/v1/agents/${fixture.agentId}/rehearsal-prompt-sets`, undefined],
    ] as const) {
      const response = await stranger.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }

    const admin = await fixture.api.signUp({ role: 'admin' });
    await admin.request('PATCH', `/api/v1/users/${fixture.owner.id}`, { status: 'suspended' });
    const refused = await fixture.rehearse(fixture.owner, prompt);
    expect(refused.statusCode).toBe(401);
    expect((await fixture.rowCounts()).rehearsals).toBe(1);
  });

  it('manages prompt sets and rehearses from one; deleting the set keeps the rehearsal', async () => {
    const base = `/api/v1/agents/${fixture.agentId}/rehearsal-prompt-sets`;
    const created = await fixture.owner.request('POST', base, {
      name: 'Smoke',
      prompts: ['First', 'Second'],
    });
    expect(created.statusCode).toBe(201);
    const setId = idOf(created);
    const taken = await fixture.owner.request('POST', base, { name: 'Smoke', prompts: ['Other'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'PROMPT_SET_NAME_TAKEN' } });
    for (const body of [
      { name: '', prompts: ['x'] },
      { name: 'Empty', prompts: [] },
      { name: 'Blank', prompts: [' '] },
    ]) {
      expect((await fixture.owner.request('POST', base, body)).json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR' },
      });
    }
    const renamed = await fixture.owner.request('PATCH', `/api/v1/rehearsal-prompt-sets/${setId}`, {
      name: 'Nightly',
    });
    expect(renamed.json()).toMatchObject({ data: { name: 'Nightly', prompts: ['First', 'Second'] } });
    const listed = await fixture.owner.request('GET', base);
    expect(listed.json()).toMatchObject({ data: { items: [{ id: setId, name: 'Nightly' }] } });

    llm.enqueue({ kind: 'text', text: 'A.' }, { kind: 'text', text: 'B.' });
    const made = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt_set', prompt_set_id: setId },
    });
    expect(made.json()).toMatchObject({
      data: {
        status: 'completed',
        source: { kind: 'prompt_set', prompt_set_id: setId, prompt_set_name: 'Nightly' },
        runs: [{ prompt: 'First' }, { prompt: 'Second' }],
      },
    });

    const stranger = await fixture.api.signUp();
    expect(
      (await stranger.request('PATCH', `/api/v1/rehearsal-prompt-sets/${setId}`, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await stranger.request('DELETE', `/api/v1/rehearsal-prompt-sets/${setId}`)).statusCode).toBe(404);
    expect((await fixture.owner.request('DELETE', `/api/v1/rehearsal-prompt-sets/${setId}`)).statusCode).toBe(
      200,
    );
    const after = await fixture.owner.request('GET', `/api/v1/rehearsals/${idOf(made)}`);
    expect(after.json()).toMatchObject({ data: { source: { kind: 'prompt_set' }, runs: [{}, {}] } });
  });

  it('deletes a rehearsal with its tasks', async () => {
    llm.enqueue({ kind: 'text', text: 'Done.' });
    const made = await fixture.rehearse(fixture.owner, prompt);
    expect(await fixture.rowCounts()).toEqual({ rehearsals: 1, tasks: 1 });
    const cancelled = await fixture.owner.request('POST', `/api/v1/rehearsals/${idOf(made)}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ data: { status: 'completed' } });
    expect((await fixture.owner.request('DELETE', `/api/v1/rehearsals/${idOf(made)}`)).statusCode).toBe(200);
    expect(await fixture.rowCounts()).toEqual({ rehearsals: 0, tasks: 0 });
    expect((await fixture.owner.request('GET', `/api/v1/rehearsals/${idOf(made)}`)).statusCode).toBe(404);
  });
});
