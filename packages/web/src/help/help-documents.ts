/**
 * The repository's `docs/*.md`, bundled into the UI (one lazily loaded chunk each), so the Help
 * pages are served by Spora itself and read offline, at the version of the running server.
 */
const loaders = import.meta.glob<string>('../../../../docs/*.md', { query: '?raw', import: 'default' });

const slugPattern = /\/([a-z0-9-]+)\.md$/;

const loaderBySlug = new Map(
  Object.entries(loaders).flatMap(([path, load]) => {
    const slug = slugPattern.exec(path)?.[1];
    return slug === undefined ? [] : [[slug, load] as const];
  }),
);

/** Where Help opens: the guide to the screens themselves. */
export const firstHelpDocument = 'web-ui';

/** The documents' names (`web-ui`, `quick-start`, …), the guide to the UI first, then alphabetically. */
export function helpDocumentSlugs(): string[] {
  const slugs = [...loaderBySlug.keys()].sort();
  return slugs.includes(firstHelpDocument)
    ? [firstHelpDocument, ...slugs.filter((slug) => slug !== firstHelpDocument)]
    : slugs;
}

/** A document's Markdown, or `null` when there is no document of that name. */
export async function loadHelpDocument(slug: string): Promise<string | null> {
  const load = loaderBySlug.get(slug);
  return load === undefined ? null : load();
}

/** A document's title: its first `# ` heading, or its name when it has none. */
export function titleOfHelpDocument(slug: string, markdown: string): string {
  return /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? slug;
}

export interface HelpLink {
  readonly slug: string;
  readonly hash?: string;
}

/**
 * A link inside the docs to another document (`approvers.md`, `mcp.md#tools-from-mcp-servers`),
 * which Help opens as its own page; `null` for every other link (the web, the API, the sources).
 */
export function helpLinkOf(href: string | undefined): HelpLink | null {
  const match = /^(?:\.\/)?([a-z0-9-]+)\.md(?:#(.+))?$/.exec(href ?? '');
  if (match?.[1] === undefined || !loaderBySlug.has(match[1])) return null;
  return match[2] === undefined ? { slug: match[1] } : { slug: match[1], hash: match[2] };
}
