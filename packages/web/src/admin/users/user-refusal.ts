import { isApiError } from '../../api/api-error';

export interface Refusal {
  readonly title: string;
  readonly message: string;
}

/** Why the API refused a change to an account, with the API's own message and what to do next. */
export function userRefusalOf(error: Error): Refusal {
  if (isApiError(error, 'LAST_ADMINISTRATOR'))
    return {
      title: 'At least one administrator must remain',
      message: error.message,
    };
  if (isApiError(error, 'CANNOT_MODIFY_SELF'))
    return {
      title: 'You cannot do this to your own account',
      message: `${error.message} Ask another administrator.`,
    };
  if (isApiError(error, 'INVALID_STATE'))
    return { title: 'The account is still working', message: error.message };
  if (isApiError(error, 'NOT_FOUND'))
    return { title: 'The account no longer exists', message: 'Someone may have deleted it meanwhile.' };
  return { title: 'The change was not made', message: error.message };
}
