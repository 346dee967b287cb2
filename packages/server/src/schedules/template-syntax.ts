import type { FieldIssue } from './schedule-error.js';

/** A `{{name}}` or `{{name:default}}` in a template body. */
export interface Placeholder {
  readonly name: string;
  /** The inline default after the colon; null when there is none (`{{name:}}` is the empty string). */
  readonly inlineDefault: string | null;
  readonly start: number;
  readonly end: number;
}

export const variableNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const maximumVariableName = 64;

/**
 * The placeholders of a template body, or why it is malformed: a `{{` never closed, an empty or
 * ill-formed name, or braces inside a placeholder. Text outside placeholders is taken literally,
 * a lone `}}` included (JSON in a prompt is common).
 */
export function parseTemplate(
  body: string,
  field = 'body',
): { placeholders: Placeholder[]; issues: FieldIssue[] } {
  const placeholders: Placeholder[] = [];
  const issues: FieldIssue[] = [];
  const malformed = (message: string) => issues.push({ field, code: 'TEMPLATE_MALFORMED', message });
  let position = 0;
  while (position < body.length) {
    const open = body.indexOf('{{', position);
    if (open === -1) break;
    const close = body.indexOf('}}', open + 2);
    if (close === -1) {
      malformed(`"{{" at character ${open + 1} is never closed with "}}"`);
      break;
    }
    const inner = body.slice(open + 2, close);
    if (inner.includes('{')) {
      malformed(`the placeholder at character ${open + 1} contains "{"; placeholders do not nest`);
      position = close + 2;
      continue;
    }
    const colon = inner.indexOf(':');
    const name = (colon === -1 ? inner : inner.slice(0, colon)).trim();
    if (!variableNamePattern.test(name) || name.length > maximumVariableName) {
      malformed(
        name === ''
          ? `the placeholder at character ${open + 1} has no variable name`
          : `"${name}" is not a variable name: use letters, digits and _ (at most ${maximumVariableName}), not starting with a digit`,
      );
    } else {
      placeholders.push({
        name,
        inlineDefault: colon === -1 ? null : inner.slice(colon + 1),
        start: open,
        end: close + 2,
      });
    }
    position = close + 2;
  }
  return { placeholders, issues };
}
