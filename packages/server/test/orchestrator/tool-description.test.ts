/**
 * Settings marked `exposeToLlm` reach the model in the tool's description; others never do.
 */
import { AbstractTool, Tool, ToolResult, ToolSetting } from '@spora/sdk';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

@Tool({ name: 'mailer', description: 'Send mail.' })
@ToolSetting({
  key: 'from_address',
  label: 'From Address',
  type: 'text',
  default: 'agent@spora.test',
  exposeToLlm: true,
})
@ToolSetting({ key: 'allowed_domains', label: 'Allowed Domains', type: 'text', exposeToLlm: true })
@ToolSetting({ key: 'api_key', label: 'API Key', type: 'password', default: 'secret-value' })
class MailerTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('sent');
  }

  describeAction(): string {
    return 'Send mail';
  }
}

describe.each(testEngines)('tool descriptions on $name', (engine) => {
  let harness: LoopHarness;
  const model = new ScriptedLlmDriver();

  beforeEach(async () => {
    harness = await openLoopHarness(engine, 'sync', () => model);
    harness.test.platform.tools.register({ kind: 'core' }, MailerTool);
  });

  afterEach(async () => {
    await harness.dispose();
  });

  it('appends the effective configuration of exposed settings, and nothing else', async () => {
    model.enqueue({ text: 'ok' });
    const agent = await harness.agent({ tools: { 'core/MailerTool': 'mailer' } });
    await harness.orchestrator.start(agent.id, 'Hi');
    const mailer = model.requests.at(-1)?.tools.find((tool) => tool.name === 'mailer');
    expect(mailer?.description).toBe(
      'Send mail.\n\n[Effective Configuration]\n- From Address: agent@spora.test\n- Allowed Domains: (not configured)',
    );
    expect(JSON.stringify(model.requests.at(-1))).not.toContain('secret-value');
  });
});
