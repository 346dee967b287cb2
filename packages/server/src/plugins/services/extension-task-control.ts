import type { TaskControl, UserTaskControl } from '@spora/sdk';
import { ExtensionUserTaskControl, type TaskControlDependencies } from './user-task-control.js';

/** `core.tasks`: task control scoped to the user an extension acts for. */
export class ExtensionTaskControl implements TaskControl {
  constructor(private readonly deps: TaskControlDependencies) {}

  forUser(userId: number): UserTaskControl {
    return new ExtensionUserTaskControl(this.deps, userId);
  }
}
