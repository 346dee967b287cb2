import { fileURLToPath } from 'node:url';
import type { AgentTemplateSource } from './agent-template-catalogue.js';

/**
 * The templates the platform ships: `packages/server/agent-templates/`, beside `src/` and `dist/`
 * (this file sits at the same depth in both), so they travel with the server package.
 */
export const coreAgentTemplateSource: AgentTemplateSource = {
  source: 'core',
  directory: fileURLToPath(new URL('../../../agent-templates/', import.meta.url)),
};
