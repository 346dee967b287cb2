/**
 * A hook's URL and secret start tasks as the agent's owner only while the people behind it are in
 * good standing, checked at each delivery: nothing starts while the owner is suspended, and a hook
 * a teammate made stops when that teammate may no longer configure the agent (share withdrawn,
 * left the team, suspended). Each refusal is listed with its reason.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openWebhookFixture, type WebhookFixture } from './webhook-fixture.js';

describe.each(testEngines)('webhook standing on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: WebhookFixture;

  beforeEach(async () => {
    fixture = await openWebhookFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  const lastRefusal = async (hookId: number) => {
    const response = await fixture.owner.request(
      'GET',
      `/api/v1/agents/${fixture.agentId}/webhooks/${hookId}/deliveries`,
    );
    const { data } = response.json() as {
      data: { deliveries: { outcome: string; refusal_code: string | null; refusal_message: string }[] };
    };
    return data.deliveries[0];
  };

  it("starts nothing while the agent's owner is suspended, and again once reactivated", async () => {
    const hook = await fixture.create({ name: 'Owner', verify_signature: false });
    const admin = await fixture.api.signUp({ role: 'admin' });
    await admin.request('PATCH', `/api/v1/users/${fixture.owner.id}`, { status: 'suspended' });
    const refused = await fixture.deliver(hook, { event: 'while suspended' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'WEBHOOK_DISABLED' } });
    expect(await fixture.tasks()).toHaveLength(0);

    await admin.request('PATCH', `/api/v1/users/${fixture.owner.id}`, { status: 'active' });
    expect((await fixture.deliver(hook, { event: 'reactivated' })).statusCode).toBe(202);
    expect(await fixture.tasks()).toHaveLength(1);
  });

  it('stops a hook a teammate made once the agent is no longer shared with them to configure', async () => {
    const teammate = await fixture.api.signUp();
    const admin = await fixture.api.signUp({ role: 'admin' });
    const team = await admin.request('POST', '/api/v1/teams', {
      name: `Ops ${Date.now()}`,
      description: null,
    });
    const teamId = (team.json() as { data: { team: { id: number } } }).data.team.id;
    for (const member of [fixture.owner, teammate]) {
      await admin.request('POST', `/api/v1/teams/${teamId}/members`, { email: member.email, role: 'member' });
    }
    const share = `/api/v1/agents/${fixture.agentId}/shares/${teamId}`;
    await fixture.owner.request('PUT', share, { access: 'configure' });
    const created = await teammate.request('POST', `/api/v1/agents/${fixture.agentId}/webhooks`, {
      name: 'CI',
      verify_signature: false,
    });
    expect(created.statusCode).toBe(201);
    const { data } = created.json() as { data: { webhook: { id: number }; url: string } };
    const hook = {
      id: data.webhook.id,
      url: data.url,
      token: data.url.split('/hooks/')[1] ?? '',
      secret: null,
    };
    expect((await fixture.deliver(hook, { build: 1 })).statusCode).toBe(202);

    // Use access is not enough: managing the hook needs configure access, and so does its working.
    await fixture.owner.request('PUT', share, { access: 'use' });
    const narrowed = await fixture.deliver(hook, { build: 2 });
    expect(narrowed.json()).toMatchObject({ error: { code: 'WEBHOOK_DISABLED' } });

    await fixture.owner.request('PUT', share, { access: 'configure' });
    expect((await fixture.deliver(hook, { build: 3 })).statusCode).toBe(202);

    await fixture.owner.request('DELETE', share);
    const unshared = await fixture.deliver(hook, { build: 4 });
    expect(unshared.statusCode).toBe(403);
    expect(unshared.json()).toMatchObject({ error: { code: 'WEBHOOK_DISABLED' } });
    expect(await lastRefusal(hook.id)).toMatchObject({
      outcome: 'refused',
      refusal_code: 'WEBHOOK_DISABLED',
      refusal_message: expect.stringContaining('may no longer configure the agent'),
    });
    expect(await fixture.tasks()).toHaveLength(2);
  });
});
