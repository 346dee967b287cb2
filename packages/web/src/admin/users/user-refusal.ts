import { isApiError } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';

export interface Refusal {
  readonly title: string;
  readonly message: string;
}

/** Why the API refused a change to an account, with the API's own message and what to do next. */
export function userRefusalOf(error: Error): Refusal {
  if (isApiError(error, 'LAST_ADMINISTRATOR'))
    return {
      title: i18n.t('admin:users.refusal.lastAdministrator'),
      message: error.message,
    };
  if (isApiError(error, 'BREAK_GLASS_ADMINISTRATOR'))
    return { title: i18n.t('admin:users.refusal.breakGlass'), message: error.message };
  if (isApiError(error, 'CANNOT_MODIFY_SELF'))
    return {
      title: i18n.t('admin:users.refusal.self'),
      message: i18n.t('admin:users.refusal.selfMessage', { message: error.message }),
    };
  if (isApiError(error, 'INVALID_STATE'))
    return { title: i18n.t('admin:users.refusal.working'), message: error.message };
  if (isApiError(error, 'NOT_FOUND'))
    return {
      title: i18n.t('admin:users.refusal.notFound'),
      message: i18n.t('admin:users.refusal.notFoundMessage'),
    };
  return { title: i18n.t('admin:users.refusal.other'), message: error.message };
}
