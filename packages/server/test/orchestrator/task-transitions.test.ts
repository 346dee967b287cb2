import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../src/db/index.js';
import {
  abortableStatuses,
  continuableStatuses,
  quiescentStatuses,
  terminalStatuses,
} from '../../src/orchestrator/task-status.js';
import {
  initialTaskStatus,
  isAllowedTransition,
  taskStateDiagram,
  taskStatuses,
  taskTransitions,
} from '../../src/orchestrator/task-transitions.js';

// A key missing here is a type error: the record names every TaskStatus.
const everyStatus: Record<TaskStatus, null> = {
  QUEUED: null,
  RUNNING: null,
  PENDING_APPROVAL: null,
  AWAITING_SUB_AGENTS: null,
  AWAITING_CONNECTION: null,
  AWAITING_BUDGET: null,
  NEEDS_RECONCILIATION: null,
  COMPLETED: null,
  FAILED: null,
  CANCELLED: null,
  ABORTED: null,
};

const targetsOf = (from: TaskStatus) =>
  taskTransitions.filter((transition) => transition.from === from).map((transition) => transition.to);

describe('the task transition table', () => {
  it('lists every status once', () => {
    expect([...taskStatuses].sort()).toEqual(Object.keys(everyStatus).sort());
    expect(new Set(taskStatuses).size).toBe(taskStatuses.length);
  });

  it('names each change once, between known statuses, and no status kept as a change', () => {
    const keys = taskTransitions.map((transition) => `${transition.from}>${transition.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { from, to } of taskTransitions) {
      expect(taskStatuses).toContain(from);
      expect(taskStatuses).toContain(to);
      expect(from).not.toBe(to);
    }
  });

  it('reaches every status from the initial one, and leaves every status again', () => {
    const reached = new Set<TaskStatus>([initialTaskStatus]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { from, to } of taskTransitions) {
        if (reached.has(from) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...taskStatuses].sort());
    for (const status of taskStatuses) expect(targetsOf(status).length).toBeGreaterThan(0);
  });

  it('agrees with the statuses the actions accept', () => {
    for (const status of abortableStatuses) expect(isAllowedTransition(status, 'ABORTED')).toBe(true);
    const abortedFrom = taskTransitions.filter((t) => t.to === 'ABORTED').map((t) => t.from);
    expect(abortedFrom.sort()).toEqual([...abortableStatuses].sort());
    // continue from RUNNING goes through ABORTED (the abort marker) before it queues the task.
    for (const status of continuableStatuses) {
      expect(isAllowedTransition(status, 'QUEUED') || isAllowedTransition(status, 'ABORTED')).toBe(true);
    }
    expect(isAllowedTransition('FAILED', 'CANCELLED')).toBe(true);
    // Only a claim runs a task; waiting and finished tasks move only when someone acts.
    expect(taskTransitions.filter((t) => t.to === 'RUNNING').map((t) => t.from)).toEqual(['QUEUED']);
    for (const status of [...quiescentStatuses, ...terminalStatuses]) {
      expect(targetsOf(status).every((to) => to !== 'RUNNING')).toBe(true);
    }
  });

  it('refuses changes it does not list', () => {
    expect(isAllowedTransition('QUEUED', 'ABORTED')).toBe(false);
    expect(isAllowedTransition('PENDING_APPROVAL', 'ABORTED')).toBe(false);
    expect(isAllowedTransition('COMPLETED', 'RUNNING')).toBe(false);
    expect(isAllowedTransition('QUEUED', 'QUEUED')).toBe(false);
  });

  it('is the diagram docs/agent-loop.md shows', () => {
    const doc = readFileSync(new URL('../../../../docs/agent-loop.md', import.meta.url), 'utf8');
    const shown = /```mermaid\n(stateDiagram-v2\n[\s\S]*?)\n```/.exec(doc)?.[1];
    expect(shown, 'docs/agent-loop.md has no state diagram').toBeDefined();
    expect(shown).toBe(taskStateDiagram());
  });
});
