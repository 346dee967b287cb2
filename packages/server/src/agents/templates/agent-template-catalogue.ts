import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { type TemplateIssue, templateError } from './template-issue.js';

/** A folder of template files and who ships it. */
export interface AgentTemplateSource {
  /** `core`, or the slug of the plugin whose `agentTemplatePaths()` named the folder. */
  readonly source: string;
  readonly directory: string;
}

/** One template file of the catalogue, as read; validation against this server happens per request. */
export interface CatalogueTemplate {
  /** The template's id, or `<source>/<file name>` when the file has none. */
  readonly id: string;
  readonly source: string;
  readonly filename: string;
  /** The parsed file; `undefined` when it could not be read as JSON. */
  readonly raw: unknown;
  /** What is wrong with the file as part of the catalogue: unreadable, id outside its source, id taken. */
  readonly issues: readonly TemplateIssue[];
}

/** Template files are small; anything bigger is a mistake, not a template. */
const maxFileBytes = 1024 * 1024;

/**
 * The templates this server offers: every `*.json` file directly inside each source's folder,
 * sources in the given order (core first), files by name. Nothing is dropped silently: a file
 * that cannot be read is listed with a `TEMPLATE_PARSE_ERROR`. A template's id must start with its
 * source (`core/…`, `<plugin slug>/…`), so no plugin can stand in for another's templates; a
 * second file with a taken id is listed with `TEMPLATE_ID_DUPLICATE` and the first keeps the id.
 * Files are read once, on first use.
 */
export class AgentTemplateCatalogue {
  private loading: Promise<readonly CatalogueTemplate[]> | null = null;

  constructor(private readonly sources: readonly AgentTemplateSource[]) {}

  list(): Promise<readonly CatalogueTemplate[]> {
    if (!this.loading) {
      this.loading = this.load();
      // A failed read (permissions, say) is retried on the next request rather than remembered.
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  async find(id: string): Promise<CatalogueTemplate | undefined> {
    return (await this.list()).find((template) => template.id === id);
  }

  private async load(): Promise<readonly CatalogueTemplate[]> {
    const templates: CatalogueTemplate[] = [];
    const taken = new Map<string, string>();
    for (const source of this.sources) {
      for (const filename of await templateFiles(source.directory)) {
        const read = await readTemplate(source, filename);
        const issues = [...read.issues];
        const owner = taken.get(read.id);
        if (owner !== undefined) {
          issues.push(
            templateError(
              'TEMPLATE_ID_DUPLICATE',
              `Template id "${read.id}" is already used by ${owner}; this file is not reachable by id.`,
              'id',
            ),
          );
        } else {
          taken.set(read.id, `${source.source}:${filename}`);
        }
        templates.push({ ...read, issues });
      }
    }
    return templates;
  }
}

async function templateFiles(directory: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    // A source without a folder simply has no templates.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((name) => extname(name) === '.json').sort();
}

async function readTemplate(source: AgentTemplateSource, filename: string): Promise<CatalogueTemplate> {
  const path = join(source.directory, filename);
  const fallbackId = `${source.source}/${basename(filename, '.json')}`;
  const unreadable = (reason: string): CatalogueTemplate => ({
    id: fallbackId,
    source: source.source,
    filename,
    raw: undefined,
    issues: [templateError('TEMPLATE_PARSE_ERROR', `${filename} ${reason}.`)],
  });
  if ((await stat(path)).size > maxFileBytes) return unreadable('is larger than 1 MiB');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return unreadable(`is not valid JSON: ${(error as Error).message}`);
  }
  const declaredId = (raw as { id?: unknown } | null)?.id;
  const id = typeof declaredId === 'string' ? declaredId : fallbackId;
  const issues =
    typeof declaredId === 'string' && !declaredId.startsWith(`${source.source}/`)
      ? [
          templateError(
            'ID_NAMESPACE_MISMATCH',
            `Template id "${declaredId}" must start with "${source.source}/", the source that ships it.`,
            'id',
          ),
        ]
      : [];
  return { id, source: source.source, filename, raw, issues };
}
