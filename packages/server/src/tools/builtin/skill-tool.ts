import {
  AbstractTool,
  type JsonObject,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { checkSkillFilePath, normalizeSkillName, skillNamePattern } from '../../skills/index.js';
import { hasSkillCatalogue } from '../skill-catalogue-context.js';

/**
 * Skills for agents: folders of instructions with a `SKILL.md`, disclosed step by step. The
 * `[Effective Configuration]` block names the allowed skills; `read` gives a skill's SKILL.md
 * body (or one of its files) and `files` lists what else it holds. Only the skills named in
 * `allowed_skills` can be reached, so none are until an operator picks them.
 */
@Tool({
  name: 'skill',
  description:
    'Read skills: instructions for specific kinds of work, each a folder with a SKILL.md and supporting files. Read a skill\'s SKILL.md (action "read") before following it; list its files with action "files" and read them by filename when SKILL.md points to them.',
  displayName: 'Skills',
  category: 'agent',
  icon: 'puzzle',
})
@ToolOperation({
  name: 'read',
  readOnly: true,
  description: "Read a skill's SKILL.md (without its front matter), or one of its files by filename.",
  requiresApprovalByDefault: false,
})
@ToolOperation({
  name: 'files',
  readOnly: true,
  description: 'List the files of a skill, with their sizes.',
  requiresApprovalByDefault: false,
})
@ToolParameter({ name: 'name', type: 'string', description: 'The skill, as the configuration lists it.' })
@ToolParameter({
  name: 'filename',
  type: 'string',
  description: 'read: a path relative to the skill folder, e.g. "references/forms.md".',
  required: ['read'],
  default: 'SKILL.md',
})
@ToolSetting({
  key: 'allowed_skills',
  label: 'Allowed skills',
  type: 'multi-select',
  description: 'The skills this tool may read. None are allowed until some are chosen.',
  required: true,
  validation: skillNamePattern,
  exposeToLlm: true,
  dataSource: '/skills?select=name,description',
})
export class SkillTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    if (!hasSkillCatalogue(ctx)) return failure('SKILLS_UNAVAILABLE', 'Skills are not available here.');
    const name = typeof args.name === 'string' ? normalizeSkillName(args.name) : '';
    if (name === '') return failure('SKILL_NAME_REQUIRED', '"name" must name one of the allowed skills.');
    const allowed = allowedSkills((await ctx.settings()).allowed_skills);
    if (!allowed.includes(name)) {
      return failure(
        'SKILL_NOT_ALLOWED',
        allowed.length === 0
          ? 'No skills are allowed for this agent; an operator chooses them in the "Allowed skills" setting of the skill tool.'
          : `Skill "${name}" is not among the skills this agent may use: ${allowed.join(', ')}.`,
        { name },
      );
    }
    const found = await ctx.skills.find(name);
    if (!found.ok) return failure(found.error.code, found.error.message, { name });
    const skill = found.value;
    if (this.getOperationName(args) === 'files') {
      const lines = skill.files.map((file) => `  - ${file.path} (${file.bytes} bytes)`);
      return ToolResult.ok(`Files of skill "${name}":\n${lines.join('\n')}`, {
        name,
        files: skill.files.map((file) => ({ path: file.path, bytes: file.bytes })),
      });
    }
    const path = checkSkillFilePath(args.filename ?? 'SKILL.md');
    if (!path.ok) return failure(path.error.code, path.error.message, { name });
    const file = await ctx.skills.readFile(skill, path.value);
    if (!file.ok) return failure(file.error.code, file.error.message, { name, filename: path.value });
    return ToolResult.ok(file.value.text, { name, filename: path.value, bytes: file.value.bytes });
  }

  describeAction(args: ToolArguments): string {
    return this.getOperationName(args) === 'files'
      ? `List the files of skill "${String(args.name)}"`
      : `Read ${String(args.filename ?? 'SKILL.md')} of skill "${String(args.name)}"`;
  }
}

function failure(code: string, message: string, data: JsonObject = {}): ToolResult {
  return ToolResult.error(message, { ...data, error_code: code });
}

/** The allowed names as lookups spell them; a stored list may also be comma-separated text. */
function allowedSkills(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list
    .filter((entry): entry is string => typeof entry === 'string')
    .map(normalizeSkillName)
    .filter((entry) => entry !== '');
}
