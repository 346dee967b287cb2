/**
 * Agents of one owner: field validation with per-field reasons, ownership (another owner's agent
 * is NOT_FOUND), and notes. On every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type AgentTestDatabase, openAgentTestDatabase, refusal } from './agent-fixtures.js';

describe.each(testEngines)('agent service on $name', (engine) => {
  let test: AgentTestDatabase;
  let ownerId: number;
  let otherOwnerId: number;

  beforeEach(async () => {
    test = await openAgentTestDatabase(engine);
    ownerId = (await createUser(test.connection.db)).id;
    otherOwnerId = (await createUser(test.connection.db)).id;
  });

  afterEach(() => test.dispose());

  const agents = () => test.service(ownerId);

  describe('create', () => {
    it('creates an agent for the owner with the column defaults, name trimmed', async () => {
      const agent = await agents().createAgent({ name: '  Researcher  ', description: 'Finds sources.' });
      expect(agent).toMatchObject({
        user_id: ownerId,
        name: 'Researcher',
        description: 'Finds sources.',
        system_prompt: null,
        llm_driver_config_id: null,
        max_steps: 10,
        allow_followup: 1,
        retry_after_minutes: 0,
        max_retries: 0,
        is_pinned: 0,
        notes: null,
      });
    });

    it('stores every settable field, booleans as flags', async () => {
      const agent = await agents().createAgent({
        name: 'Writer',
        system_prompt: 'Write well.',
        max_steps: 100,
        allow_followup: false,
        retry_after_minutes: 5,
        max_retries: 3,
        is_pinned: true,
        is_archived: false,
        is_favorite: true,
      });
      expect(agent).toMatchObject({
        max_steps: 100,
        allow_followup: 0,
        retry_after_minutes: 5,
        max_retries: 3,
        is_pinned: 1,
        is_archived: 0,
        is_favorite: 1,
      });
    });

    it('reports every invalid field at once and writes nothing', async () => {
      const error = await refusal(
        agents().createAgent({
          name: '   ',
          description: 'x'.repeat(2001),
          system_prompt: 42,
          max_steps: 0,
          allow_followup: 'yes',
          retry_after_minutes: -1,
          max_retries: 1.5,
          is_pinned: 1,
          colour: 'blue',
        }),
      );
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual({
        name: 'must be 1 to 100 characters (after trimming)',
        description: 'must be at most 2000 characters',
        system_prompt: 'must be a string or null',
        max_steps: 'must be an integer from 1 to 100',
        allow_followup: 'must be true or false',
        retry_after_minutes: 'must be an integer from 0 to 65535',
        max_retries: 'must be an integer from 0 to 65535',
        is_pinned: 'must be true or false',
        colour: 'is not an agent field that can be set',
      });
      expect(await agents().listAgents()).toEqual([]);
    });

    it.each([
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'ok', max_steps: 101 }, 'max_steps'],
      [{ name: 'ok', max_steps: '10' }, 'max_steps'],
      [{ name: 'ok', description: 'x'.repeat(2000), max_retries: 65_536 }, 'max_retries'],
    ])('refuses %j (%s)', async (input, field) => {
      expect(Object.keys((await refusal(agents().createAgent(input))).fields)).toEqual([field]);
    });

    it('requires a name and refuses fields set elsewhere', async () => {
      const error = await refusal(agents().createAgent({ llm_driver_config_id: 1, notes: 'hi' }));
      expect(error.fields).toEqual({
        name: 'is required',
        llm_driver_config_id: 'the model configuration is chosen by the operator and cannot be set here',
        notes: 'notes are changed through the notes operations, not here',
      });
      expect((await refusal(agents().createAgent(['name']))).fields).toEqual({
        '(input)': 'must be an object of agent fields',
      });
    });
  });

  describe('update, delete, list', () => {
    it('changes only the given fields', async () => {
      const agent = await agents().createAgent({ name: 'A', description: 'first', max_steps: 5 });
      const updated = await agents().updateAgent(agent.id, { max_steps: 20, description: null });
      expect(updated).toMatchObject({ name: 'A', description: null, max_steps: 20 });
      expect(updated.updated_at >= agent.updated_at).toBe(true);
    });

    it('refuses an empty patch, invalid values and the model configuration', async () => {
      const agent = await agents().createAgent({ name: 'A' });
      expect((await refusal(agents().updateAgent(agent.id, {}))).fields).toEqual({
        '(input)': 'names no field to change',
      });
      expect(
        (await refusal(agents().updateAgent(agent.id, { llm_driver_config_id: 7 }))).fields,
      ).toHaveProperty('llm_driver_config_id');
      expect((await refusal(agents().updateAgent(agent.id, { max_steps: 1000 }))).code).toBe(
        'VALIDATION_ERROR',
      );
      expect((await agents().getAgent(agent.id)).max_steps).toBe(10);
    });

    it("treats another owner's agent exactly like a missing one", async () => {
      const foreign = await test.service(otherOwnerId).createAgent({ name: 'Theirs' });
      const attempts = [
        () => agents().getAgent(foreign.id),
        () => agents().updateAgent(foreign.id, { name: 'Mine now' }),
        () => agents().deleteAgent(foreign.id),
        () => agents().readNotes(foreign.id),
        () => agents().writeNotes(foreign.id, 'hi', 'append'),
        () => agents().enableTool(foreign.id, 'core/TimeTool'),
        () => agents().setOperationFlags(foreign.id, 'core/TimeTool', 'now', { enabled: false }),
        () => agents().toolStatusForAgent(foreign.id),
        () => agents().getAgent(foreign.id + 1000),
      ];
      for (const attempt of attempts) expect((await refusal(attempt())).code).toBe('NOT_FOUND');
      expect(await test.service(otherOwnerId).getAgent(foreign.id)).toMatchObject({
        name: 'Theirs',
        notes: null,
      });
    });

    it("lists only the owner's agents, newest first", async () => {
      const first = await agents().createAgent({ name: 'First' });
      await test.service(otherOwnerId).createAgent({ name: 'Theirs' });
      const second = await agents().createAgent({ name: 'Second' });
      expect((await agents().listAgents()).map((agent) => agent.id)).toEqual([second.id, first.id]);
    });

    it('deletes an agent with its tools and overrides', async () => {
      const agent = await agents().createAgent({ name: 'Doomed' });
      await agents().enableTool(agent.id, 'core/FilesTool');
      await agents().setOperationFlags(agent.id, 'core/FilesTool', 'delete', { requiresApproval: false });
      await agents().deleteAgent(agent.id);
      expect((await refusal(agents().getAgent(agent.id))).code).toBe('NOT_FOUND');
      const db = test.connection.db;
      expect(await db.selectFrom('agent_tools').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('agent_tool_operation_overrides').selectAll().execute()).toEqual([]);
    });
  });

  describe('notes', () => {
    it('appends and prepends with a blank line, overwrites, and ignores empty additions', async () => {
      const { id } = await agents().createAgent({ name: 'Noted' });
      expect(await agents().readNotes(id)).toBe('');
      expect(await agents().writeNotes(id, 'first', 'append')).toBe('first');
      expect(await agents().writeNotes(id, 'second', 'append')).toBe('first\n\nsecond');
      expect(await agents().writeNotes(id, 'zeroth', 'prepend')).toBe('zeroth\n\nfirst\n\nsecond');
      expect(await agents().writeNotes(id, '', 'append')).toBe('zeroth\n\nfirst\n\nsecond');
      expect(await agents().writeNotes(id, 'fresh', 'overwrite')).toBe('fresh');
      expect(await agents().writeNotes(id, '', 'overwrite')).toBe('');
      expect(await agents().writeNotes(id, 'top', 'prepend')).toBe('top');
    });

    it('loses no text when many appends race', async () => {
      const { id } = await agents().createAgent({ name: 'Busy' });
      const lines = Array.from({ length: 20 }, (_, index) => `line ${index}`);
      await Promise.all(lines.map((line) => agents().writeNotes(id, line, 'append')));
      expect((await agents().readNotes(id)).split('\n\n').sort()).toEqual([...lines].sort());
    });
  });
});
