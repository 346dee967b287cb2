import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages';
import { namespaces, resources } from '../../src/i18n/resources';

type Catalogue = { readonly [key: string]: string | Catalogue };

function entries(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

/** What a text fills in or wraps: `{{count}}`, `<link>`, `$t(…)`, each once however often it occurs. */
function placeholders(text: string): string[] {
  const found = text.match(/\{\{\s*[\w.]+\s*(,[^}]*)?\}\}|<\/?\w+\s*\/?>|\$t\([^)]*\)/g) ?? [];
  return [...new Set(found.map((placeholder) => placeholder.replace(/\s+/g, '')))].sort();
}

const catalogue = (language: string, namespace: string) =>
  (resources as unknown as Record<string, Record<string, Catalogue>>)[language]?.[namespace] ?? {};

/** HTML's void elements: `Trans` parses `<link>text</link>` as an empty element followed by the text. */
const voidElements = [
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
];

describe('the catalogues', () => {
  it('wrap text in no tag named like an HTML void element, which would come out empty', () => {
    const wrapping = namespaces.flatMap((namespace) =>
      languages.flatMap((language) =>
        entries(catalogue(language, namespace))
          .filter(([, text]) => voidElements.some((tag) => text.includes(`</${tag}>`)))
          .map(([key]) => `${language} ${namespace}:${key}`),
      ),
    );
    expect(wrapping).toEqual([]);
  });

  it('keep a button’s visible text inside its accessible name (`xLabel` beside `x`) in every language where English does', () => {
    const contains = (label: string, text: string) => label.toLowerCase().includes(text.toLowerCase());
    const mismatches = namespaces.flatMap((namespace) => {
      const english = new Map(entries(catalogue('en', namespace)));
      return languages.flatMap((language) => {
        const texts = new Map(entries(catalogue(language, namespace)));
        return [...english]
          .filter(([key, label]) => {
            if (!key.endsWith('Label')) return false;
            const visible = english.get(key.slice(0, -'Label'.length));
            return visible !== undefined && contains(label, visible);
          })
          .filter(([key]) => !contains(texts.get(key) ?? '', texts.get(key.slice(0, -'Label'.length)) ?? ''))
          .map(([key]) => `${language} ${namespace}:${key}`);
      });
    });
    expect(mismatches).toEqual([]);
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every language has every text, none empty, with the same placeholders`, () => {
      const english = new Map(entries(catalogue('en', namespace)));
      for (const language of languages) {
        const texts = new Map(entries(catalogue(language, namespace)));
        expect([...texts.keys()].sort(), `${language} keys`).toEqual([...english.keys()].sort());
        for (const [key, text] of texts) {
          expect(text.trim(), `${language} ${namespace}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(
            placeholders(english.get(key) ?? ''),
          );
        }
      }
    });
  }
});
