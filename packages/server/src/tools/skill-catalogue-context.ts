import type { ToolContext } from '@spora/sdk';
import { SkillCatalogue } from '../skills/index.js';

/** The context core tools receive when the platform offers its skills. */
export interface SkillCatalogueContext extends ToolContext {
  readonly skills: SkillCatalogue;
}

export function hasSkillCatalogue(ctx: ToolContext): ctx is SkillCatalogueContext {
  return 'skills' in ctx && ctx.skills instanceof SkillCatalogue;
}
