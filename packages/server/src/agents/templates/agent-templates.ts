import type { Kysely } from 'kysely';
import type { Database, DatabaseEngine } from '../../db/index.js';
import type { FieldEncryption } from '../../secrets/index.js';
import type { ToolSettingsCascade } from '../../settings/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { AgentChangeRecorder } from '../agent-change.js';
import type { AgentService } from '../agent-service.js';
import {
  AgentTemplateCatalogue,
  type AgentTemplateSource,
  type CatalogueTemplate,
} from './agent-template-catalogue.js';
import { AgentTemplateError } from './agent-template-error.js';
import { type AgentTemplateExport, exportAgentTemplate } from './agent-template-exporter.js';
import { type ImportedAgent, importCheckedTemplate } from './agent-template-importer.js';
import { AgentTemplateValidator, type TemplateValidation } from './agent-template-validator.js';
import type { TemplateIssue } from './template-issue.js';

export interface AgentTemplatesDependencies {
  readonly database: { readonly db: Kysely<Database>; readonly engine: DatabaseEngine };
  readonly tools: ToolRegistry;
  readonly settings: ToolSettingsCascade;
  readonly encryption: FieldEncryption;
  /** Template folders: core's first, then each plugin's `agentTemplatePaths()`. */
  readonly sources: readonly AgentTemplateSource[];
  /** Slugs of the installed plugins, for `required_plugins` and plugin tools. */
  readonly knownPluginSlugs: () => readonly string[];
  /** Live updates of the agents imports create. */
  readonly agentChanges?: AgentChangeRecorder;
}

/** A template a request names: one it carries (an operator's upload), or a catalogue template's id. */
export type TemplateRequest = { readonly template: unknown } | { readonly templateId: string };

/** A catalogue template with its validation for the user asking. */
export interface CatalogueTemplateReport {
  readonly entry: CatalogueTemplate;
  readonly validation: TemplateValidation;
}

export interface TemplateImport extends ImportedAgent {
  readonly warnings: readonly TemplateIssue[];
}

/**
 * Agent templates for one server: the catalogue, validation against the tools and plugins
 * installed here, import as a new agent of the caller, and export of the caller's agents.
 * Validation runs on every request, so a plugin installed or configured since is taken into
 * account at once.
 */
export class AgentTemplates {
  private readonly catalogue: AgentTemplateCatalogue;
  private readonly validator: AgentTemplateValidator;

  constructor(private readonly deps: AgentTemplatesDependencies) {
    this.catalogue = new AgentTemplateCatalogue(deps.sources);
    this.validator = new AgentTemplateValidator({
      tools: deps.tools,
      settings: deps.settings,
      knownPluginSlugs: deps.knownPluginSlugs,
    });
  }

  async list(ownerUserId: number): Promise<CatalogueTemplateReport[]> {
    const entries = await this.catalogue.list();
    return Promise.all(entries.map((entry) => this.report(entry, ownerUserId)));
  }

  async get(id: string, ownerUserId: number): Promise<CatalogueTemplateReport> {
    const entry = await this.catalogue.find(id);
    if (!entry) throw AgentTemplateError.notFound(id);
    return this.report(entry, ownerUserId);
  }

  async validate(request: TemplateRequest, ownerUserId: number): Promise<TemplateValidation> {
    if ('template' in request) return this.validator.validate(request.template, ownerUserId);
    return (await this.get(request.templateId, ownerUserId)).validation;
  }

  /** Creates the template's agent for `ownerUserId`; an invalid template is `VALIDATION_ERROR`. */
  async importTemplate(request: TemplateRequest, ownerUserId: number): Promise<TemplateImport> {
    const validation = await this.validate(request, ownerUserId);
    if (!validation.checked) throw AgentTemplateError.invalid(validation);
    const imported = await importCheckedTemplate(this.deps, ownerUserId, validation.checked);
    return { ...imported, warnings: validation.warnings };
  }

  /** One of `agents`' owner's agents as a template; another owner's agent is `NOT_FOUND`. */
  exportAgent(agents: AgentService, agentId: number): Promise<AgentTemplateExport> {
    return exportAgentTemplate(
      { db: this.deps.database.db, tools: this.deps.tools, settings: this.deps.settings },
      agents,
      agentId,
    );
  }

  private async report(entry: CatalogueTemplate, ownerUserId: number): Promise<CatalogueTemplateReport> {
    const fileErrors = entry.issues.filter((issue) => issue.severity === 'error');
    if (entry.raw === undefined) {
      return { entry, validation: { valid: false, errors: fileErrors, warnings: [], checked: null } };
    }
    const validation = await this.validator.validate(entry.raw, ownerUserId);
    if (fileErrors.length === 0) return { entry, validation };
    return {
      entry,
      validation: {
        ...validation,
        valid: false,
        errors: [...fileErrors, ...validation.errors],
        checked: null,
      },
    };
  }
}
