import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from './plugin-deployment.js';
import { helloManifest, helloMigration, helloPlugin } from './plugin-sources.js';

const oneEngine = testEngines.slice(0, 1);

/** A plugin's `agentTemplatePaths()` folder joins the template catalogue under its slug. */
const templatePlugin = `
import { AbstractPlugin } from '@spora/sdk';
export default class TemplatesPlugin extends AbstractPlugin {
  agentTemplatePaths() { return ['templates']; }
}
`;

const greeterTemplate = {
  id: 'templates/greeter',
  name: 'Greeter',
  version: '1.0.0',
  agent: {
    system_prompt: 'You greet people.',
    max_steps: 5,
    allow_followup: true,
    retry_after_minutes: 0,
    max_retries: 0,
  },
  tools: [{ tool_class: 'hello:greet', enabled: true, operations: [] }],
  required_plugins: ['hello'],
};

describe.each(oneEngine)('templates from plugins on $name', (engine) => {
  let test: PluginPlatform | null = null;
  let deployment: Deployment | null = null;

  afterEach(async () => {
    await test?.dispose();
    deployment?.remove();
  });

  it('lists a plugin template under its slug and counts loaded plugins as installed', async () => {
    deployment = createDeployment();
    deployment.addPlugin('hello', helloManifest, {
      'index.js': helloPlugin,
      'migrations/0001-create-boots.js': helloMigration,
    });
    deployment.addPlugin(
      'templates',
      { slug: 'templates', name: 'Templates', version: '1.0.0', entry: 'index.js' },
      { 'index.js': templatePlugin, 'templates/greeter.json': JSON.stringify(greeterTemplate) },
    );
    test = await openPluginPlatform(engine, deployment);
    const owner = await test.platform.accounts.create({
      email: 'owner@example.test',
      password: 'correct horse battery staple',
    });
    const reports = await test.platform.agentTemplates.list(owner.id);
    const greeter = reports.find((report) => report.entry.id === 'templates/greeter');
    expect(greeter?.entry.source).toBe('templates');
    expect(greeter?.validation.errors).toEqual([]);
    expect(greeter?.validation.warnings.map((warning) => warning.code)).not.toContain('PLUGIN_MISSING');
    expect(reports.some((report) => report.entry.id === 'core/assistant')).toBe(true);
  });
});
