/** The stored layers of the cascade, least specific first. */
export type SettingsLayer = 'global' | 'user' | 'agent';

/** Where an effective value came from: a stored layer, or the declaration's default. */
export type SettingSource = 'default' | SettingsLayer;

/** One stored layer of one tool class's settings. */
export type SettingsScope =
  | { readonly layer: 'global' }
  /** The agent owner's settings (the user a call acts for, never the web session's). */
  | { readonly layer: 'user'; readonly userId: number }
  | { readonly layer: 'agent'; readonly agentId: number };
