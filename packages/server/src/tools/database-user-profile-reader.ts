import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { UserLocations, UserProfile, UserProfileReader } from './user-profile-context.js';

/** Profiles from the `users` table. */
export class DatabaseUserProfileReader implements UserProfileReader {
  constructor(private readonly db: Kysely<Database>) {}

  async readProfile(userId: number): Promise<UserProfile | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['name', 'display_name', 'date_of_birth', 'about_me', 'height_cm', 'weight_kg'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      name: row.name ?? row.display_name,
      dateOfBirth: row.date_of_birth,
      aboutMe: row.about_me,
      heightCm: row.height_cm,
      weightKg: row.weight_kg,
    };
  }

  // There is no `user_locations` table yet; say so rather than pretend the user saved none.
  async readLocations(): Promise<UserLocations> {
    return { kind: 'unavailable', reason: 'This Spora installation does not store user locations yet.' };
  }
}
