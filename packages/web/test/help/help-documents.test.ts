import { describe, expect, it } from 'vitest';
import {
  firstHelpDocument,
  helpDocumentSlugs,
  helpLinkOf,
  loadHelpDocument,
  titleOfHelpDocument,
} from '../../src/help/help-documents';

describe('the Help documents bundled from docs/', () => {
  it('lists every document, the guide to the web UI first', () => {
    const slugs = helpDocumentSlugs();
    expect(slugs[0]).toBe(firstHelpDocument);
    expect(slugs).toContain('quick-start');
    expect(slugs).toContain('approvers');
  });

  it('loads a document with its title, and nothing for a name that is not one', async () => {
    const markdown = await loadHelpDocument('web-ui');
    expect(markdown).not.toBeNull();
    expect(titleOfHelpDocument('web-ui', markdown ?? '')).toBe('The web UI');
    await expect(loadHelpDocument('no-such-document')).resolves.toBeNull();
    await expect(loadHelpDocument('../README')).resolves.toBeNull();
  });

  it('keeps links to other documents inside Help and leaves every other link alone', () => {
    expect(helpLinkOf('approvers.md')).toEqual({ slug: 'approvers' });
    expect(helpLinkOf('./mcp.md#tools-from-mcp-servers')).toEqual({
      slug: 'mcp',
      hash: 'tools-from-mcp-servers',
    });
    expect(helpLinkOf('not-a-document.md')).toBeNull();
    expect(helpLinkOf('https://example.com/a.md')).toBeNull();
    expect(helpLinkOf('../packages/fake-llm/README.md')).toBeNull();
    expect(helpLinkOf('#migrations')).toBeNull();
    expect(helpLinkOf(undefined)).toBeNull();
  });
});
