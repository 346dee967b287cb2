/**
 * A template-mode hook whose prompt template was deleted, on every engine: its deliveries are
 * refused with the reason, and its owner can still turn it off (and on) without repairing it
 * first, while a change of its other settings must name a template again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openWebhookFixture, type WebhookFixture } from './webhook-fixture.js';

describe.each(testEngines)('webhook settings after the template is gone on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: WebhookFixture;

  beforeEach(async () => {
    fixture = await openWebhookFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it('turns off a hook whose prompt template was deleted', async () => {
    const templates = `/api/v1/agents/${fixture.agentId}/prompt-templates`;
    const template = await fixture.owner.request('POST', templates, {
      name: 'Ticket',
      body: 'Triage {{title}}.',
      variables: [{ name: 'title', description: null, default: null }],
    });
    const templateId = (template.json() as { data: { template: { id: number } } }).data.template.id;
    const hook = await fixture.create({
      name: 'Tickets',
      prompt_template_id: templateId,
      verify_signature: false,
    });
    expect((await fixture.owner.request('DELETE', `${templates}/${templateId}`)).statusCode).toBe(200);
    const refused = await fixture.deliver(hook, { title: 'Printer' });
    expect(refused.json()).toMatchObject({ error: { code: 'WEBHOOK_PAYLOAD_INVALID' } });

    const base = `/api/v1/agents/${fixture.agentId}/webhooks/${hook.id}`;
    const off = await fixture.owner.request('PATCH', base, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ data: { webhook: { enabled: false, prompt_template_id: null } } });
    expect((await fixture.deliver(hook, { title: 'Printer' })).json()).toMatchObject({
      error: { code: 'WEBHOOK_DISABLED' },
    });
    const renamed = await fixture.owner.request('PATCH', base, { name: 'Still broken' });
    expect(renamed.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const repaired = await fixture.owner.request('PATCH', base, { payload_mode: 'text', enabled: true });
    expect(repaired.statusCode).toBe(200);
    expect(await fixture.tasks()).toHaveLength(0);
  });
});
