import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from './plugin-deployment.js';

const oneEngine = testEngines.slice(0, 1);

/** A plugin's `emailTemplatePaths()` folder replaces parts of core's e-mail templates. */
const brandingPlugin = `
import { AbstractPlugin } from '@spora/sdk';
export default class BrandingPlugin extends AbstractPlugin {
  emailTemplatePaths() { return ['mail']; }
}
`;

describe.each(oneEngine)('e-mail templates from plugins on $name', (engine) => {
  let test: PluginPlatform | null = null;
  let deployment: Deployment | null = null;

  afterEach(async () => {
    await test?.dispose();
    deployment?.remove();
  });

  it('uses the parts a plugin supplies and core for the rest', async () => {
    deployment = createDeployment();
    deployment.addPlugin(
      'branding',
      { slug: 'branding', name: 'Branding', version: '1.0.0', entry: 'index.js' },
      {
        'index.js': brandingPlugin,
        'mail/welcome.subject.txt': 'Welcome to Acme Spora, {{email}}',
        'mail/welcome.html': '<p>Acme welcomes you: <a href="{{link}}">sign in</a></p>',
      },
    );
    test = await openPluginPlatform(engine, deployment);
    const templates = test.platform.email.templates;
    expect(templates.originsOf('welcome')).toEqual({ subject: 'branding', text: 'core', html: 'branding' });
    const rendered = templates.render('welcome', { email: 'a@example.test', link: 'https://x.test/sign-in' });
    expect(rendered.subject).toBe('Welcome to Acme Spora, a@example.test');
    expect(rendered.html).toContain('<p>Acme welcomes you: <a href="https://x.test/sign-in">sign in</a></p>');
    expect(rendered.text).toContain('An administrator created a Spora account for you');
  });
});
