/**
 * Wraps a document's text for a model, with its name, so the model can tell documents apart and
 * cite them: `<document name="report.pdf" pages="3">…</document>`. The name is escaped as an
 * attribute, and a `</document` inside the text is defused, so neither a hostile name nor a
 * hostile document can close the element early and pass its words off as the user's. A document
 * that could not be read is still named, with the reason, so the model does not guess its content.
 */
import type { ExtractionResult } from './extraction-result.js';

export function documentForModel(name: string, result: ExtractionResult): string {
  const nameAttribute = `name="${escapeAttribute(name)}"`;
  if (!result.ok) {
    return `<document ${nameAttribute} unreadable="${result.code}">\n${defuseClosingTag(result.message)}\n</document>`;
  }
  const attributes = [
    nameAttribute,
    ...(result.pages === undefined ? [] : [`pages="${result.pages}"`]),
    ...(result.truncated ? ['truncated="true"'] : []),
  ];
  const note = result.truncated ? '\n[The document is longer; its text was cut here.]' : '';
  return `<document ${attributes.join(' ')}>\n${defuseClosingTag(result.text)}${note}\n</document>`;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\r\n\t]/g, ' ');
}

function defuseClosingTag(text: string): string {
  return text.replace(/<(\/document)/gi, '&lt;$1');
}
