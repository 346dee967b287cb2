import { describe, expect, it } from 'vitest';
import type { ToolCall } from '../../src/api/api-types';
import { argumentFormOf } from '../../src/tasks/approval/argument-fields';
import { problemsWith } from '../../src/tasks/approval/argument-validation';
import { argumentsFrom, changesBetween, inputFor } from '../../src/tasks/approval/argument-values';
import {
  approvalRequestOf,
  type CallDraft,
  editedArgumentsOf,
  pendingCallsOf,
} from '../../src/tasks/approval/call-decisions';
import { conditionMatching } from '../../src/tasks/approval/remember-choice';

// The narrowed schema of a mail tool's `send` operation, as `parameter_schema` carries it.
const sendSchema = {
  type: 'object',
  properties: {
    op: { type: 'string', enum: ['send'] },
    to: { type: 'string', description: 'Recipient address' },
    body: { type: 'string' },
    priority: { type: 'string', enum: ['low', 'normal', 'high'] },
    retries: { type: 'integer', minimum: 0, maximum: 5 },
    urgent: { type: 'boolean' },
    cc: { type: 'array', items: { type: 'string' } },
  },
  required: ['to', 'body'],
  additionalProperties: false,
};

function call(overrides: Partial<ToolCall> = {}): ToolCall {
  return {
    id: 1,
    provider_call_id: 'call_1',
    tool_name: 'mail',
    status: 'PENDING_APPROVAL',
    proposed_arguments: { op: 'send', to: 'a@example.test', body: 'Hello', retries: 1 },
    parameter_schema: sendSchema,
    ...overrides,
  } as ToolCall;
}

describe('the argument form', () => {
  it('lists fields in the schema property order, with kinds, and hides the fixed discriminator', () => {
    const form = argumentFormOf(sendSchema);
    expect(form?.fixed).toEqual(['op']);
    expect(form?.fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['to', 'text', true],
      ['body', 'textarea', true],
      ['priority', 'select', false],
      ['retries', 'number', false],
      ['urgent', 'boolean', false],
      ['cc', 'json', false],
    ]);
    expect(form?.fields[0]?.description).toBe('Recipient address');
  });

  it('offers no form when the tool is gone (no schema)', () => {
    expect(argumentFormOf(null)).toBeNull();
  });
});

describe('edited values', () => {
  const form = argumentFormOf(sendSchema);
  if (form === null) throw new Error('no form');
  const proposed = { op: 'send', to: 'a@example.test', body: 'Hello', retries: 1 };

  it('round-trips the proposal unchanged, keeping the hidden discriminator', () => {
    const inputs = Object.fromEntries(
      form.fields.map((field) => [
        field.name,
        inputFor(field, proposed[field.name as keyof typeof proposed]),
      ]),
    );
    const outcome = argumentsFrom(form.fields, inputs, proposed);
    expect(outcome).toEqual({ ok: true, value: proposed });
  });

  it('parses numbers and JSON, leaves untouched empty optionals out, and explains what cannot be parsed', () => {
    const edited = argumentsFrom(
      form.fields,
      { retries: '3', cc: '["b@example.test"]', priority: '' },
      proposed,
    );
    expect(edited).toEqual({ ok: true, value: { ...proposed, retries: 3, cc: ['b@example.test'] } });
    const broken = argumentsFrom(form.fields, { retries: '2.5', cc: '[oops' }, proposed);
    expect(broken).toEqual({
      ok: false,
      fieldErrors: { retries: 'must be a whole number', cc: 'is not valid JSON' },
    });
  });

  it('refuses a required field emptied, blank or null, at the field, as the server does', () => {
    for (const to of ['', '   ']) {
      expect(argumentsFrom(form.fields, { to }, proposed)).toEqual({
        ok: false,
        fieldErrors: { to: 'is required and cannot be left empty' },
      });
    }
    const jsonForm = argumentFormOf({
      type: 'object',
      properties: { cc: { type: 'array', items: { type: 'string' } } },
      required: ['cc'],
    });
    expect(argumentsFrom(jsonForm?.fields ?? [], { cc: 'null' }, { cc: ['a'] })).toEqual({
      ok: false,
      fieldErrors: { cc: 'is required and cannot be left empty' },
    });
    expect(argumentsFrom(form.fields, { body: '' }, { ...proposed, body: '' })).toMatchObject({ ok: false });
  });

  it('names each changed field with its value before and after', () => {
    expect(changesBetween(proposed, { ...proposed, to: 'b@example.test', urgent: true })).toEqual([
      { name: 'to', before: 'a@example.test', after: 'b@example.test' },
      { name: 'urgent', before: undefined, after: true },
    ]);
    expect(changesBetween({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
  });

  it('checks edited arguments against the schema the server uses, per field', () => {
    expect(problemsWith(sendSchema, proposed)).toBeNull();
    const problems = problemsWith(sendSchema, { op: 'send', to: 'a@example.test', retries: 9 });
    expect(Object.keys(problems?.fields ?? {}).sort()).toEqual(['body', 'retries']);
    expect(problems?.fields.body).toBe('is required');
  });
});

describe('the decisions sent', () => {
  const first = call();
  const second = call({
    id: 2,
    provider_call_id: 'call_2',
    proposed_arguments: { op: 'send', to: 'c@example.test', body: 'Hi' },
  });
  const third = call({ id: 3, provider_call_id: 'call_3' });
  const done = call({ id: 4, provider_call_id: 'call_4', status: 'COMPLETED' });

  it('takes only the pending calls, in order', () => {
    expect(pendingCallsOf([first, done, second]).map((c) => c.id)).toEqual([1, 2]);
  });

  it('sends decided calls only — edited arguments only when changed, trimmed reasons — and leaves the rest pending', () => {
    const drafts = new Map<number, CallDraft>([
      [1, { choice: 'approve', reason: '', inputs: { to: 'edited@example.test' } }],
      [2, { choice: 'reject', reason: '  not this one  ', inputs: {} }],
      [3, { choice: 'undecided', reason: '', inputs: { to: 'ignored@example.test' } }],
    ]);
    expect(approvalRequestOf([first, second, third], drafts)).toEqual({
      ok: true,
      decisions: [
        {
          provider_call_id: 'call_1',
          decision: 'approve',
          arguments: { op: 'send', to: 'edited@example.test', body: 'Hello', retries: 1 },
        },
        { provider_call_id: 'call_2', decision: 'reject', reason: 'not this one' },
      ],
    });
    const unchanged = new Map<number, CallDraft>([
      [1, { choice: 'approve', reason: '', inputs: { to: 'a@example.test' } }],
    ]);
    expect(approvalRequestOf([first], unchanged)).toEqual({
      ok: true,
      decisions: [{ provider_call_id: 'call_1', decision: 'approve' }],
    });
    const remembered = new Map<number, CallDraft>([
      [1, { choice: 'approve', reason: '', inputs: {}, remember: { scope: 'task', condition: '' } }],
      [
        2,
        {
          choice: 'approve',
          reason: '',
          inputs: {},
          remember: { scope: 'matching', condition: ' args.to == "a" ' },
        },
      ],
      [3, { choice: 'reject', reason: '', inputs: {}, remember: { scope: 'agent', condition: '' } }],
    ]);
    expect(approvalRequestOf([first, second, third], remembered)).toEqual({
      ok: true,
      decisions: [
        { provider_call_id: 'call_1', decision: 'approve', remember: { scope: 'task' } },
        {
          provider_call_id: 'call_2',
          decision: 'approve',
          remember: { scope: 'agent', condition: 'args.to == "a"' },
        },
        // A rejection is never remembered.
        { provider_call_id: 'call_3', decision: 'reject' },
      ],
    });
  });

  it('holds everything back while an approved call has arguments the schema refuses', () => {
    const drafts = new Map<number, CallDraft>([
      [1, { choice: 'approve', reason: '', inputs: { body: '', retries: '9' } }],
      [2, { choice: 'reject', reason: '', inputs: {} }],
    ]);
    expect(approvalRequestOf([first, second], drafts)).toEqual({ ok: false, invalidCallIds: [1] });
    expect(editedArgumentsOf(first, { retries: '9' }).fieldErrors).toHaveProperty('retries');
  });
});

describe('remembering an approval', () => {
  it('starts "when the arguments match" from a condition that matches exactly these plain arguments', () => {
    expect(
      conditionMatching({ op: 'send', to: 'a@example.test', retries: 1, urgent: false, cc: ['x'] }),
    ).toBe('args.op == "send" && args.to == "a@example.test" && args.retries == 1 && args.urgent == false');
  });
});
