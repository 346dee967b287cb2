import Type, { type Static } from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

export const TeamRoleSchema = Type.Union(
  [Type.Literal('member'), Type.Literal('approver'), Type.Literal('manager')],
  {
    description:
      'member: uses the agents shared with the team; approver: also decides their approvals; manager: also adds, removes and changes members',
  },
);

export const ShareAccessSchema = Type.Union([Type.Literal('use'), Type.Literal('configure')], {
  description: 'use: see the agent and run it; configure: also change its prompt, model, tools and settings',
});

const teamName = Type.String({ minLength: 1, maxLength: 100 });
const teamDescription = Nullable(Type.String({ maxLength: 1000 }));

/** A team as the caller sees it, with their own role in it. */
export const TeamResource = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Nullable(Type.String()),
    my_role: Type.Union([TeamRoleSchema, Type.Null()], {
      description: 'Your role in the team; null for an administrator who is not a member',
    }),
    member_count: Type.Integer(),
    shared_agent_count: Type.Integer(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('Team') },
);

export const TeamMemberResource = Type.Object(
  {
    user_id: Type.Integer(),
    email: Type.String(),
    display_name: Nullable(Type.String()),
    role: TeamRoleSchema,
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('TeamMember') },
);

export const TeamAgentResource = Type.Object(
  {
    agent_id: Type.Integer(),
    agent_name: Type.String(),
    owner_user_id: Type.Integer(),
    owner_email: Type.String(),
    access: ShareAccessSchema,
  },
  { additionalProperties: false, ...named('TeamAgent') },
);

export const AgentShareResource = Type.Object(
  {
    team_id: Type.Integer(),
    team_name: Type.String(),
    access: ShareAccessSchema,
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('AgentShare') },
);

export const CreateTeamBody = Type.Object(
  { name: teamName, description: Type.Optional(teamDescription) },
  { additionalProperties: false },
);

export const UpdateTeamBody = Type.Object(
  { name: Type.Optional(teamName), description: Type.Optional(teamDescription) },
  { additionalProperties: false, minProperties: 1 },
);

export const AddTeamMemberBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }), role: TeamRoleSchema },
  { additionalProperties: false },
);

export const TeamMemberRoleBody = Type.Object({ role: TeamRoleSchema }, { additionalProperties: false });

export const AgentShareBody = Type.Object({ access: ShareAccessSchema }, { additionalProperties: false });

export type TeamView = Static<typeof TeamResource>;
