import type { ResolvedSettings, ToolSettingsSubject } from '../settings/index.js';

/**
 * Where effective (cascaded) tool settings come from. `ToolSettingsCascade` is one; agents need
 * only to tell which required settings are still missing, so a masked read is enough and no
 * secret is decrypted for it.
 */
export interface ToolSettingsReader {
  presentEffectiveSettings(
    subject: ToolSettingsSubject,
    agentId: number | null,
    ownerUserId: number | null,
  ): Promise<ResolvedSettings>;
}

/** Until an installation wires the settings cascade, every tool sees its declared defaults. */
export const declaredDefaultsReader: ToolSettingsReader = {
  presentEffectiveSettings: (subject) =>
    Promise.resolve(
      Object.fromEntries(
        subject.declarations.map((declaration) => [
          declaration.key,
          { value: declaration.default, source: 'default' as const },
        ]),
      ),
    ),
};
