import type { UiApp } from '@spora/sdk';
import Type, { type Static } from 'typebox';
import { appFramePath, pluginAssetsPrefix } from '../plugin-assets.js';
import { Nullable } from './common.js';
import { named } from './named.js';

/** A panel an extension adds to the web UI, with the URL its browser module loads from. */
export const UiAppResource = Type.Object(
  {
    plugin_slug: Type.String(),
    name: Type.String(),
    display_name: Type.String(),
    description: Type.String(),
    icon: Nullable(Type.String()),
    entry_url: Type.String(),
    /** The document the web UI frames (sandboxed) to run the panel; see docs/plugins.md. */
    frame_url: Type.String(),
  },
  { additionalProperties: false, ...named('UiApp') },
);

export type UiAppResourceView = Static<typeof UiAppResource>;

export function toUiAppResource(slug: string, app: UiApp, extensionIcon: string | null): UiAppResourceView {
  return {
    plugin_slug: slug,
    name: app.name,
    display_name: app.displayName,
    description: app.description ?? '',
    icon: app.icon ?? extensionIcon,
    entry_url: `${pluginAssetsPrefix(slug)}${entryPath(app.entry)}`,
    frame_url: appFramePath(slug, app.name),
  };
}

/** The entry as a URL path: `./board.js` → `board.js`, each segment encoded. */
function entryPath(entry: string): string {
  return entry
    .split(/[\\/]/)
    .filter((segment) => segment !== '' && segment !== '.')
    .map(encodeURIComponent)
    .join('/');
}
