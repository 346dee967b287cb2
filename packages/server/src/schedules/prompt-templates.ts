import type { Kysely } from 'kysely';
import type { Database, PromptTemplate } from '../db/index.js';
import { ownedAgent, userNameOf } from './owned-agent.js';
import { refuseIssues, ScheduleError } from './schedule-error.js';
import { variablesOf } from './schedule-row.js';
import { isTimeZone } from './schedule-timing.js';
import { renderTemplate, type TemplateVariable, templateIssues, valueIssues } from './template-rendering.js';

export interface PromptTemplateInput {
  readonly name: string;
  readonly description?: string | null;
  readonly body: string;
  readonly variables?: readonly TemplateVariable[];
  readonly max_steps?: number | null;
}

export interface RenderRequest {
  readonly values?: Readonly<Record<string, string>>;
  /** The zone built-in dates and times are read in; UTC when omitted. */
  readonly timezone?: string;
  /** The moment built-ins are evaluated at; now when omitted. */
  readonly at?: Date;
}

/**
 * One owner's prompt templates, per agent: every method first checks the agent is theirs. A
 * template is saved only when its body parses and every placeholder is built in, declared or has
 * an inline default; a template a schedule uses cannot be deleted (the schedule would break).
 */
export class PromptTemplates {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ownerUserId: number,
  ) {}

  async list(agentId: number): Promise<PromptTemplate[]> {
    await ownedAgent(this.db, this.ownerUserId, agentId);
    return this.db
      .selectFrom('prompt_templates')
      .selectAll()
      .where('agent_id', '=', agentId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  async get(agentId: number, templateId: number): Promise<PromptTemplate> {
    await ownedAgent(this.db, this.ownerUserId, agentId);
    return this.find(agentId, templateId);
  }

  async create(agentId: number, input: PromptTemplateInput): Promise<PromptTemplate> {
    await ownedAgent(this.db, this.ownerUserId, agentId);
    const variables = input.variables ?? [];
    refuseIssues(templateIssues(input.body, variables));
    const now = new Date().toISOString();
    return this.db
      .insertInto('prompt_templates')
      .values({
        agent_id: agentId,
        name: input.name.trim(),
        description: input.description ?? null,
        body: input.body,
        variables: JSON.stringify(variables),
        max_steps: input.max_steps ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(
    agentId: number,
    templateId: number,
    patch: Partial<PromptTemplateInput>,
  ): Promise<PromptTemplate> {
    const current = await this.get(agentId, templateId);
    const body = patch.body ?? current.body;
    const variables = patch.variables ?? variablesOf(current);
    refuseIssues(templateIssues(body, variables));
    return this.db
      .updateTable('prompt_templates')
      .set({
        name: patch.name?.trim() ?? current.name,
        description: patch.description === undefined ? current.description : patch.description,
        body,
        variables: JSON.stringify(variables),
        max_steps: patch.max_steps === undefined ? current.max_steps : patch.max_steps,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', templateId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async remove(agentId: number, templateId: number): Promise<void> {
    await this.get(agentId, templateId);
    const users = await this.db
      .selectFrom('schedules')
      .select(['id', 'name'])
      .where('prompt_template_id', '=', templateId)
      .execute();
    if (users.length > 0) {
      throw new ScheduleError(
        'INVALID_STATE',
        `The template is used by ${users.length === 1 ? 'the schedule' : 'the schedules'} ${users.map((schedule) => `"${schedule.name}"`).join(', ')}; change or delete ${users.length === 1 ? 'it' : 'them'} first.`,
        { schedule_ids: users.map((schedule) => schedule.id) },
      );
    }
    await this.db.deleteFrom('prompt_templates').where('id', '=', templateId).execute();
  }

  /** Renders a saved template with `values`; refused values and zones are VALIDATION_ERROR. */
  async render(agentId: number, templateId: number, request: RenderRequest): Promise<string> {
    const template = await this.get(agentId, templateId);
    return this.renderBody(agentId, template.body, variablesOf(template), request);
  }

  /** Renders an unsaved template, as the editor shows it while a person types. */
  async preview(
    agentId: number,
    draft: { readonly body: string; readonly variables?: readonly TemplateVariable[] },
    request: RenderRequest,
  ): Promise<string> {
    await ownedAgent(this.db, this.ownerUserId, agentId);
    refuseIssues(templateIssues(draft.body, draft.variables ?? []));
    return this.renderBody(agentId, draft.body, draft.variables ?? [], request);
  }

  private async renderBody(
    agentId: number,
    body: string,
    variables: readonly TemplateVariable[],
    request: RenderRequest,
  ): Promise<string> {
    const timezone = request.timezone ?? 'UTC';
    const values = request.values ?? {};
    const issues = valueIssues(body, variables, values);
    if (!isTimeZone(timezone)) {
      issues.push({
        field: 'timezone',
        code: 'TIMEZONE_INVALID',
        message: `"${timezone}" is not an IANA time zone`,
      });
    }
    refuseIssues(issues);
    const agent = await ownedAgent(this.db, this.ownerUserId, agentId);
    return renderTemplate(body, variables, values, {
      moment: request.at ?? new Date(),
      timezone,
      agentName: agent.name,
      userName: await userNameOf(this.db, this.ownerUserId),
    });
  }

  private async find(agentId: number, templateId: number): Promise<PromptTemplate> {
    const template = await this.db
      .selectFrom('prompt_templates')
      .selectAll()
      .where('id', '=', templateId)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (!template) throw ScheduleError.notFound(`Prompt template #${templateId}`);
    return template;
  }
}
