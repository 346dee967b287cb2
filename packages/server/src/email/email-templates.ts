import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  coreEmailTemplates,
  type EmailTemplate,
  type EmailTemplateName,
  emailTemplateNames,
  htmlLayout,
} from './core-templates.js';

/** One rendered message. */
export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/**
 * A piece of a message rendered already from its own template (one entry of a list), placed as
 * it is: its values were escaped when it was rendered.
 */
export class RenderedPart {
  constructor(
    readonly text: string,
    readonly html: string,
  ) {}

  /** Several parts, one after the other. */
  static join(parts: readonly RenderedPart[]): RenderedPart {
    return new RenderedPart(parts.map((part) => part.text).join(''), parts.map((part) => part.html).join(''));
  }
}

export type TemplateValues = Readonly<Record<string, string | number | RenderedPart>>;

/** Where each template part comes from: `core`, or the plugin whose folder supplied it. */
export type TemplateOrigins = Readonly<Record<keyof EmailTemplate, string>>;

const partFiles: Readonly<Record<keyof EmailTemplate, string>> = {
  subject: '.subject.txt',
  text: '.txt',
  html: '.html',
};

/** A folder a plugin's `emailTemplatePaths()` named. */
export interface EmailTemplateSource {
  readonly source: string;
  readonly directory: string;
}

/**
 * The e-mail templates: core's, with any part replaced by a plugin's file
 * (`<name>.subject.txt`, `<name>.txt`, `<name>.html` in one of its `emailTemplatePaths()`
 * folders). The first plugin in load order that has a file wins. Files are read when the
 * catalogue is built, so a broken one is found at start-up, not when a mail is due.
 */
export class EmailTemplates {
  private readonly templates: ReadonlyMap<
    EmailTemplateName,
    { template: EmailTemplate; origins: TemplateOrigins }
  >;

  constructor(sources: readonly EmailTemplateSource[]) {
    this.templates = new Map(
      emailTemplateNames.map((name) => {
        const template = { ...coreEmailTemplates[name] };
        const origins: Record<keyof EmailTemplate, string> = { subject: 'core', text: 'core', html: 'core' };
        for (const part of Object.keys(partFiles) as (keyof EmailTemplate)[]) {
          const found = sources.find(({ directory }) =>
            existsSync(join(directory, `${name}${partFiles[part]}`)),
          );
          if (found) {
            template[part] = readFileSync(join(found.directory, `${name}${partFiles[part]}`), 'utf8');
            origins[part] = found.source;
          }
        }
        return [name, { template, origins }] as const;
      }),
    );
  }

  /** Which source supplied each part of `name`. */
  originsOf(name: EmailTemplateName): TemplateOrigins {
    return this.entry(name).origins;
  }

  render(name: EmailTemplateName, values: TemplateValues): RenderedEmail {
    const { template } = this.entry(name);
    const subject = fill(template.subject, values, asText)
      .replace(/[\r\n]+/g, ' ')
      .trim();
    return {
      subject,
      text: fill(template.text, values, asText),
      // A function, not a string: a string replacement would expand `$&`, `` $` `` and `$'` in a
      // task's answer into parts of the layout.
      html: htmlLayout.replace('{{content}}', () => fill(template.html, values, asHtml)),
    };
  }

  /** The text and HTML parts of `name`, without the layout: an entry of a list in another message. */
  renderPart(name: EmailTemplateName, values: TemplateValues): RenderedPart {
    const { template } = this.entry(name);
    return new RenderedPart(fill(template.text, values, asText), fill(template.html, values, asHtml));
  }

  private entry(name: EmailTemplateName) {
    const entry = this.templates.get(name);
    if (!entry) throw new Error(`Unknown e-mail template ${name}`);
    return entry;
  }
}

/** Fills `{{name}}` placeholders; an unknown one becomes empty, so a template never shows its syntax. */
function fill(
  template: string,
  values: TemplateValues,
  encode: (value: string | number | RenderedPart) => string,
): string {
  return template.replace(/\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/gi, (_match, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value === undefined ? '' : encode(value);
  });
}

function asText(value: string | number | RenderedPart): string {
  return value instanceof RenderedPart ? value.text : String(value);
}

function asHtml(value: string | number | RenderedPart): string {
  return value instanceof RenderedPart ? value.html : escapeHtml(String(value));
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
