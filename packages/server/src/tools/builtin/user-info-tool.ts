import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolResult,
} from '@spora/sdk';
import { hasUserProfiles, type UserLocations, type UserProfile } from '../user-profile-context.js';

const notSet = '(not set)';

/**
 * The profile of the agent's owner (the user the agent works for, never whoever is signed in).
 * Health data is disabled by default and needs approval when enabled.
 */
@Tool({
  name: 'user_info',
  description:
    'Read the profile of the user this agent works for: base data (name, date of birth, about me), saved locations, and health data (height, weight).',
  displayName: 'User Info',
  category: 'data',
  icon: 'user',
})
@ToolOperation({ name: 'get_base_data', description: 'Name, date of birth and "about me".', readOnly: true })
@ToolOperation({
  name: 'get_locations',
  description: 'Saved locations such as home or work.',
  readOnly: true,
})
@ToolOperation({
  name: 'get_health_data',
  readOnly: true,
  description: 'Height and weight.',
  enabledByDefault: false,
  requiresApprovalByDefault: true,
})
export class UserInfoTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    if (!hasUserProfiles(ctx)) return ToolResult.error('User profiles are not available to this tool here.');
    if (!ctx.principal.isResolvable()) {
      return ToolResult.error('This agent has no owner whose profile could be read.');
    }
    const userId = ctx.principal.state.ownerUserId;
    const profile = await ctx.userProfiles.readProfile(userId);
    if (!profile) return ToolResult.error('User not found.');
    switch (this.getOperationName(args)) {
      case 'get_locations':
        return describeLocations(await ctx.userProfiles.readLocations(userId));
      case 'get_health_data':
        return describeHealth(profile);
      default:
        return describeBaseData(profile);
    }
  }

  describeAction(args: ToolArguments): string {
    switch (this.getOperationName(args)) {
      case 'get_locations':
        return "Read the owner's saved locations";
      case 'get_health_data':
        return "Read the owner's health data (height, weight)";
      default:
        return "Read the owner's base data (name, date of birth, about me)";
    }
  }
}

function describeBaseData(profile: UserProfile): ToolResult {
  const content = [
    'Base Data:',
    `Name: ${profile.name ?? notSet}`,
    `Date of Birth: ${profile.dateOfBirth ?? notSet}`,
    `About Me: ${profile.aboutMe ?? notSet}`,
  ].join('\n');
  return ToolResult.ok(content, {
    name: profile.name,
    date_of_birth: profile.dateOfBirth,
    about_me: profile.aboutMe,
  });
}

function describeHealth(profile: UserProfile): ToolResult {
  const content = [
    'Health Data:',
    `Height: ${profile.heightCm === null ? notSet : `${profile.heightCm} cm`}`,
    `Weight: ${profile.weightKg === null ? notSet : `${profile.weightKg} kg`}`,
  ].join('\n');
  return ToolResult.ok(content, { height_cm: profile.heightCm, weight_kg: profile.weightKg });
}

function describeLocations(lookup: UserLocations): ToolResult {
  if (lookup.kind === 'unavailable') {
    return ToolResult.ok(`No locations available: ${lookup.reason}`, { locations: [], available: false });
  }
  if (lookup.locations.length === 0)
    return ToolResult.ok('No locations saved.', { locations: [], available: true });
  const entries = lookup.locations.map(
    (location) =>
      `— ${location.name}${location.isDefault ? ' (default)' : ''}\n  Address: ${location.address}`,
  );
  return ToolResult.ok(`Locations:\n\n${entries.join('\n\n')}`, {
    available: true,
    locations: lookup.locations.map((location) => ({
      name: location.name,
      address: location.address,
      is_default: location.isDefault,
    })),
  });
}
