import { isApiError } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';

export interface PluginChangeRefusal {
  readonly title: string;
  readonly message: string;
}

function titleOf(code: string): string {
  switch (code) {
    case 'PLUGIN_MANIFEST_INVALID':
      return i18n.t('admin:plugins.refusal.manifestInvalid');
    case 'PLUGIN_REQUIRES_MISSING':
      return i18n.t('admin:plugins.refusal.requiresMissing');
    case 'PLUGIN_PACKAGE_NOT_FOUND':
      return i18n.t('admin:plugins.refusal.packageNotFound');
    case 'PLUGIN_INSTALL_FAILED':
      return i18n.t('admin:plugins.refusal.installFailed');
    case 'PLUGIN_ALREADY_INSTALLED':
      return i18n.t('admin:plugins.refusal.alreadyInstalled');
    case 'PLUGIN_SLUG_TAKEN':
      return i18n.t('admin:plugins.refusal.slugTaken');
    case 'PLUGIN_REQUIRED_BY':
      return i18n.t('admin:plugins.refusal.requiredBy');
    case 'PLUGIN_CHANGE_IN_PROGRESS':
      return i18n.t('admin:plugins.refusal.inProgress');
    case 'PLUGIN_NOT_FROM_REGISTRY':
      return i18n.t('admin:plugins.refusal.notFromRegistry');
    case 'RESTART_UNAVAILABLE':
      return i18n.t('admin:plugins.refusal.restartUnavailable');
    default:
      return i18n.t('admin:plugins.refusal.other');
  }
}

/**
 * Why the server refused a plugin change, or failed it with nothing changed: a title that says what
 * happened, and the server's own message, which names the package, the fields and why.
 */
export function pluginChangeRefusalOf(error: Error): PluginChangeRefusal {
  return { title: titleOf(isApiError(error) ? error.code : ''), message: error.message };
}

/** The manifest fields a refused package got wrong, as `field: reason` lines; empty for other refusals. */
export function manifestProblemsOf(error: Error): string[] {
  if (!isApiError(error, 'PLUGIN_MANIFEST_INVALID')) return [];
  return Object.entries(error.fields).map(([field, reason]) => `${field}: ${reason}`);
}
