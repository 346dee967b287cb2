import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findUiStrings, readsAsWords } from './ui-string-finder';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const sources = fileURLToPath(new URL('../../src', import.meta.url));

describe('UI text', () => {
  it('comes from the catalogues: no text for people is written in the sources', () => {
    const findings = findUiStrings(sources, webRoot).map(
      (finding) => `${finding.file}:${finding.line}  ${JSON.stringify(finding.text)}`,
    );
    expect(
      findings,
      `Move these into src/i18n/locales (or mark them i18n-exempt with a reason):\n${findings.join('\n')}`,
    ).toEqual([]);
  });

  it('is told apart from code by how it reads', () => {
    for (const text of ['Approve', 'No tools enabled', 'e.g. https://example.com', 'waiting for 2 more']) {
      expect(readsAsWords(text), text).toBe(true);
    }
    for (const text of ['COMPLETED', 'approve', '/api/v1/tasks', 'space-between', 'sm', '']) {
      expect(readsAsWords(text), text).toBe(false);
    }
  });
});
