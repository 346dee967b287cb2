import Type, { type Static } from 'typebox';
import { type AccountView, isUiLanguage, uiLanguages } from '../../accounts/index.js';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** A language the web UI is written in. */
export const UiLanguage = Type.Enum(uiLanguages);

/** A user as the API shows it: never the password hash. */
export const UserResource = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    display_name: Nullable(Type.String()),
    role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
    is_admin: Type.Boolean(),
    status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
    email_verified: Type.Boolean(),
    last_login_at: Nullable(Timestamp),
    language: Type.Union([UiLanguage, Type.Null()], {
      description: "The language they read the UI in; null follows their browser's",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('User') },
);

export type UserResourceView = Static<typeof UserResource>;

export function toUserResource(user: AccountView): UserResourceView {
  return {
    id: user.id,
    email: user.email,
    display_name: user.display_name,
    role: user.role,
    is_admin: user.role === 'admin',
    status: user.status,
    email_verified: user.email_verified === 1,
    last_login_at: user.last_login_at,
    language: isUiLanguage(user.language) ? user.language : null,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
