/**
 * Skills from every source of a real deployment: the project's `skills/` folder (the default
 * `skillsDirectory`), core, the App's and each plugin's `skillPaths()`. A plugin adds skills but
 * cannot replace a core or project one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from '../plugins/plugin-deployment.js';
import { testEngines } from '../support/test-databases.js';
import { writeSkill } from './skill-fixtures.js';

const sqlite = testEngines[0];

const skillMd = (name: string, description: string) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`;

describe('skills of plugins and the App', () => {
  let deployment: Deployment;
  let opened: PluginPlatform;

  beforeEach(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    deployment = createDeployment();
    writeSkill(`${deployment.root}/skills`, 'house-style', { description: 'The project copy.' });
    deployment.addApp({
      'App.js': `import { AbstractExtension } from '@spora/sdk';
export default class App extends AbstractExtension {
  skillPaths() { return ['skills']; }
}
`,
      'skills/ops-runbook/SKILL.md': skillMd('ops-runbook', 'How this installation is run.'),
    });
    deployment.addPlugin(
      'acme',
      {
        slug: 'acme',
        name: 'Acme',
        version: '1.0.0',
        entry: 'index.js',
        description: 'Forms.',
        icon: 'file',
      },
      {
        'index.js': `import { AbstractPlugin } from '@spora/sdk';
export default class AcmePlugin extends AbstractPlugin {
  skillPaths() { return ['skills', 'more-skills']; }
}
`,
        'skills/acme-forms/SKILL.md': skillMd('acme-forms', 'Fill in Acme forms.'),
        'skills/agent-creation/SKILL.md': skillMd('agent-creation', 'A plugin copy of a core skill.'),
        'more-skills/house-style/SKILL.md': skillMd('house-style', 'A plugin copy of a project skill.'),
      },
    );
    opened = await openPluginPlatform(sqlite, deployment);
  });

  afterEach(async () => {
    await opened.dispose();
    deployment.remove();
  });

  it('serves them labelled with their slug, after the project and core skills', async () => {
    const { skills, rejected } = await opened.platform.skills.scan();
    const sourceOf = (name: string) => skills.find((skill) => skill.name === name)?.source;
    expect(sourceOf('house-style')).toBe('project');
    expect(sourceOf('agent-creation')).toBe('core');
    expect(sourceOf('ops-runbook')).toBe('app');
    expect(sourceOf('acme-forms')).toBe('acme');
    expect(
      rejected.map((rejection) => [rejection.source, rejection.folder, rejection.problems[0]?.code]),
    ).toEqual([
      ['acme', 'agent-creation', 'SKILL_NAME_CONFLICT'],
      ['acme', 'house-style', 'SKILL_NAME_CONFLICT'],
    ]);
    const forms = await opened.platform.skills.find('acme-forms');
    expect(forms.ok && forms.value.body).toBe('# acme-forms\n');
  });
});
