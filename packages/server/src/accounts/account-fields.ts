/** Field rules shared by every way an account is created or changed. */

export const minimumPasswordLength = 12;
const maximumPasswordLength = 1024;
const maximumDisplayNameLength = 100;
// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems by field name, as `details.fields` of a VALIDATION_ERROR shows them. */
export type FieldProblems = Record<string, string>;

export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  return emailPattern.test(email) && email.length <= 254 ? null : 'must be a valid e-mail address';
}

export function passwordProblem(password: string): string | null {
  if (password.length < minimumPasswordLength)
    return `must have at least ${minimumPasswordLength} characters`;
  if (password.length > maximumPasswordLength) return `must have at most ${maximumPasswordLength} characters`;
  return null;
}

/** A display name as stored: trimmed, and null when blank. */
export function normalizedDisplayName(displayName: string | null | undefined): string | null {
  return displayName?.trim() || null;
}

export function displayNameProblem(displayName: string | null): string | null {
  return displayName !== null && displayName.length > maximumDisplayNameLength
    ? `must have at most ${maximumDisplayNameLength} characters`
    : null;
}

/** The problems among `checks` (null means the field is fine). */
export function fieldProblems(checks: Record<string, string | null>): FieldProblems {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** `field problem; field problem`, for the message of a VALIDATION_ERROR. */
export function describeProblems(fields: FieldProblems): string {
  return Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ');
}
