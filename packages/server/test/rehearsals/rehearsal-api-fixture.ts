import type { FakeLlm } from '@spora/fake-llm';
import type { LightMyRequestResponse } from 'fastify';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import type { TestEngine } from '../support/test-databases.js';

/** A test API in sync mode (a rehearsal's tasks run before its creation answers), a fake model, an owner and an agent. */
export interface RehearsalApiFixture {
  readonly api: TestApi;
  readonly owner: ApiUser;
  readonly agentId: number;
  readonly modelId: number;
  rehearse(user: ApiUser, body: Record<string, unknown>, agentId?: number): Promise<LightMyRequestResponse>;
  /** A teammate in a team the agent is shared with at `access`. */
  teammate(access: 'use' | 'configure'): Promise<ApiUser>;
  /** A real task the user gives the agent, answered with `answer`. */
  realTask(user: ApiUser, prompt: string, answer: string): Promise<number>;
  rowCounts(): Promise<{ rehearsals: number; tasks: number }>;
  dispose(): Promise<void>;
}

export async function openRehearsalApiFixture(
  engine: TestEngine,
  llm: FakeLlm,
): Promise<RehearsalApiFixture> {
  const api = await openTestApi(engine, { syncMode: true });
  const db = api.platform.database.db;
  const model = await createLlmConfiguration(db, {
    settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
  });
  const owner = await api.signUp();
  const agent = await createAgent(db, owner.id, { name: 'Triage', systemPrompt: 'You triage.' });
  const admin = await api.signUp({ role: 'admin' });
  let teamId: number | null = null;
  return {
    api,
    owner,
    agentId: agent.id,
    modelId: model.id,
    rehearse: (user, body, agentId = agent.id) =>
      user.request('POST', `/api/v1/agents/${agentId}/rehearsals`, body),
    async teammate(access) {
      if (teamId === null) {
        const team = await admin.request('POST', '/api/v1/teams', { name: 'Ops', description: null });
        teamId = (team.json() as { data: { team: { id: number } } }).data.team.id;
        await admin.request('POST', `/api/v1/teams/${teamId}/members`, {
          email: owner.email,
          role: 'member',
        });
      }
      const mate = await api.signUp();
      await admin.request('POST', `/api/v1/teams/${teamId}/members`, { email: mate.email, role: 'member' });
      await owner.request('PUT', `/api/v1/agents/${agent.id}/shares/${teamId}`, { access });
      return mate;
    },
    async realTask(user, prompt, answer) {
      llm.enqueue({ kind: 'text', text: answer });
      const response = await user.request('POST', '/api/v1/tasks', { agent_id: agent.id, prompt });
      if (response.statusCode !== 201) throw new Error(`starting a task failed: ${response.body}`);
      return (response.json() as { data: { task: { id: number } } }).data.task.id;
    },
    async rowCounts() {
      const count = async (table: 'rehearsals' | 'tasks') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return { rehearsals: await count('rehearsals'), tasks: await count('tasks') };
    },
    dispose: () => api.dispose(),
  };
}
