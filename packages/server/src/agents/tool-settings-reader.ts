import type { EffectiveSettings } from '@spora/sdk';
import type { ToolSettingsSubject } from '../settings/index.js';

/**
 * Where effective (cascaded) tool settings come from. `ToolSettingsCascade` is one; agents need
 * only this read, to tell which required settings are still missing.
 */
export interface ToolSettingsReader {
  getEffectiveSettings(
    subject: ToolSettingsSubject,
    agentId: number | null,
    ownerUserId: number | null,
  ): Promise<EffectiveSettings>;
}

/** Until an installation wires the settings cascade, every tool sees its declared defaults. */
export const declaredDefaultsReader: ToolSettingsReader = {
  getEffectiveSettings: (subject) =>
    Promise.resolve(
      Object.fromEntries(subject.declarations.map((declaration) => [declaration.key, declaration.default])),
    ),
};
