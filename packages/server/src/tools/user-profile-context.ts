import type { ToolContext } from '@spora/sdk';

/** The profile fields of a user that `user_info` may read. */
export interface UserProfile {
  readonly name: string | null;
  /** `YYYY-MM-DD`. */
  readonly dateOfBirth: string | null;
  readonly aboutMe: string | null;
  readonly heightCm: number | null;
  readonly weightKg: number | null;
}

export interface UserLocation {
  readonly name: string;
  readonly address: string;
  readonly isDefault: boolean;
}

/** A user's saved locations, or why this installation cannot tell. */
export type UserLocations =
  | { readonly kind: 'stored'; readonly locations: readonly UserLocation[] }
  | { readonly kind: 'unavailable'; readonly reason: string };

/** Read access to user profiles, for tools that act for an agent's owner. */
export interface UserProfileReader {
  /** `null` when the user does not exist. */
  readProfile(userId: number): Promise<UserProfile | null>;
  readLocations(userId: number): Promise<UserLocations>;
}

/** The context core tools receive when the platform offers profile access. */
export interface UserProfileContext extends ToolContext {
  readonly userProfiles: UserProfileReader;
}

export function hasUserProfiles(ctx: ToolContext): ctx is UserProfileContext {
  return 'userProfiles' in ctx;
}
