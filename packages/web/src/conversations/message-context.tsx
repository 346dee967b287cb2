import { createContext, type ReactNode, useContext } from 'react';
import type { TaskDetail } from '../api/api-types';

/** What a message's actions need to know of the conversation around it. */
export interface MessageScope {
  readonly task: TaskDetail;
  /** The text of the conversation's last answer: the one that can be regenerated. */
  readonly lastAnswer: string | null;
}

const MessageScopeContext = createContext<MessageScope | null>(null);

/** Gives the messages of a conversation what their actions need (the rows only get their own text). */
export function MessageScopeProvider({ scope, children }: { scope: MessageScope; children: ReactNode }) {
  return <MessageScopeContext.Provider value={scope}>{children}</MessageScopeContext.Provider>;
}

/** The conversation around a message; null outside one (then only Copy is offered). */
export function useMessageScope(): MessageScope | null {
  return useContext(MessageScopeContext);
}

/** A conversation that has come to rest: not running, queued, or waiting for anyone. */
export function isSettled(task: Pick<TaskDetail, 'status'>): boolean {
  return ['COMPLETED', 'FAILED', 'ABORTED', 'CANCELLED'].includes(task.status);
}
