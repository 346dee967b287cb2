import type { EffectiveSettings, JsonValue, SettingMetadata } from '@spora/sdk';
import { hasValue } from './missing-required.js';

const notConfigured = '(not configured)';

/**
 * The `[Effective Configuration]` block appended (after a newline) to a tool's description, one
 * `- Label: value` line per `exposeToLlm` setting, so the model knows what its configuration
 * allows. `null` when the tool exposes no setting. A password is never shown, even when exposed.
 */
export function exposedSettingsBlock(
  declarations: readonly SettingMetadata[],
  effective: EffectiveSettings,
  agentNames: ReadonlyMap<number, string> = new Map(),
): string | null {
  const exposed = declarations.filter((declaration) => declaration.exposeToLlm);
  if (exposed.length === 0) return null;
  const lines = exposed.map(
    (declaration) =>
      `- ${declaration.label}: ${renderValue(declaration, effective[declaration.key] ?? null, agentNames)}`,
  );
  return ['[Effective Configuration]', ...lines].join('\n');
}

/** A tool's description as the model receives it: followed by its block when it has one. */
export function describeForModel(
  description: string,
  declarations: readonly SettingMetadata[],
  effective: EffectiveSettings,
  agentNames: ReadonlyMap<number, string> = new Map(),
): string {
  const block = exposedSettingsBlock(declarations, effective, agentNames);
  return block === null ? description : `${description}\n\n${block}`;
}

function renderValue(
  declaration: SettingMetadata,
  value: JsonValue,
  agentNames: ReadonlyMap<number, string>,
): string {
  if (!hasValue(value)) return notConfigured;
  if (declaration.type === 'password') return '(configured)';
  // Agent ids read as the ids the tool's parameters take (`target_agent_id: 3`), named where known.
  if (Array.isArray(value) && declaration.resolveAs === 'agent') {
    return value
      .map((entry) => {
        const name = agentNames.get(Number(entry));
        return name === undefined
          ? `agent #${renderScalar(entry)}`
          : `${name} (agent #${renderScalar(entry)})`;
      })
      .join(', ');
  }
  if (Array.isArray(value)) return value.map((entry) => renderScalar(entry)).join(', ');
  return renderScalar(value);
}

function renderScalar(value: JsonValue): string {
  if (typeof value === 'boolean') return value ? 'enabled' : 'disabled';
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
