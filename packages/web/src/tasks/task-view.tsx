import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent, TaskDetail } from '../api/api-types';
import { BranchLinks } from '../conversations/branch-links';
import { MessageScopeProvider } from '../conversations/message-context';
import { useContextWindow } from '../conversations/message-length';
import { WithConversationSidebar } from '../conversations/sidebar-layout';
import { useStreamedText } from '../live/streaming-text';
import { ApprovalBar } from './approval/approval-bar';
import { BudgetBanner } from './budget-banner';
import { AwaitingConnectionBanner } from './connection-banner';
import { conversationItems } from './conversation/conversation-items';
import { ConversationList } from './conversation/conversation-list';
import { ToolCallCard } from './conversation/tool-call-card';
import { CredentialBanner } from './credential-banner';
import { HandoverNotice } from './delegation/handover-notice';
import { SubAgentPanel } from './delegation/sub-agent-panel';
import { FollowUpBox } from './follow-up-box';
import { ReconciliationBanner } from './reconciliation-banner';
import { useTaskActions } from './task-actions';
import { FailedBanner, MaxStepsBanner, StoppedBanner } from './task-banners';
import { TaskHeader } from './task-header';

function workingLabel(task: TaskDetail, t: TFunction<'tasks'>): string | null {
  if (task.status === 'QUEUED') return t('view.waitingToStart');
  if (task.status !== 'RUNNING') return null;
  return task.tool_calls.some((call) => call.status === 'EXECUTING')
    ? t('view.runningTools')
    : t('view.thinking');
}

/** The task page's body: header, live conversation, and what the task's state lets a person do. */
export function TaskView({
  task,
  agent,
  onDeleted,
}: {
  task: TaskDetail;
  agent: Agent | undefined;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('tasks');
  const followUp = useRef<HTMLTextAreaElement>(null);
  const [focusFollowUp, setFocusFollowUp] = useState(false);
  const actions = useTaskActions(task, { onDeleted, onStopped: () => setFocusFollowUp(true) });
  const draft = useStreamedText(task.id);
  const { history, tool_calls: toolCalls } = task;
  const items = useMemo(() => conversationItems({ history, tool_calls: toolCalls }), [history, toolCalls]);
  const messageScope = useMemo(
    () => ({ task, lastAnswer: items.findLast((item) => item.kind === 'answer')?.text ?? null }),
    [task, items],
  );
  const contextWindow = useContextWindow(
    task.answering_model?.llm_driver_config_id ?? agent?.llm.configuration?.id ?? null,
  );

  // However the task came to a stop (this page, another tab, a sub-agent), the next move is an
  // instruction: the follow-up box gets the focus.
  const previousStatus = useRef(task.status);
  useEffect(() => {
    if (task.status === 'ABORTED' && previousStatus.current !== 'ABORTED') setFocusFollowUp(true);
    previousStatus.current = task.status;
  }, [task.status]);
  // While it works, the box offers Stop in place of Send; a follow-up waits until it is done.
  const working = workingLabel(task, t) !== null;
  const showFollowUp = working
    ? task.allowed_actions.includes('abort')
    : task.allowed_actions.includes('continue');
  useEffect(() => {
    if (focusFollowUp && showFollowUp && followUp.current !== null) {
      followUp.current.focus();
      setFocusFollowUp(false);
    }
  }, [focusFollowUp, showFollowUp]);

  // An approver opens someone else's task to decide its calls; what to do next with it is the owner's.
  const owner = task.viewer !== 'approver';
  const extras = task.handover === null ? [] : [{ key: 'handover', node: <HandoverNotice task={task} /> }];

  return (
    <WithConversationSidebar agentId={task.agent_id} currentTaskId={task.id} hidden={!owner}>
      <div className="spora-task-page">
        <div className="spora-task-top">
          <TaskHeader task={task} agent={agent} actions={actions} />
          <BranchLinks task={task} />
        </div>
        <MessageScopeProvider scope={messageScope}>
          <ConversationList
            items={items}
            draft={task.status === 'RUNNING' ? draft : null}
            working={workingLabel(task, t)}
            extras={extras}
            renderCall={(item) => <ToolCallCard entry={item.entry} subTasks={task.sub_tasks} />}
          />
        </MessageScopeProvider>
        <div className="spora-task-bottom">
          {owner && <SubAgentPanel task={task} stopWaiting={actions.stopWaiting} />}
          {owner && task.status === 'ABORTED' && <StoppedBanner task={task} />}
          {owner && task.status === 'FAILED' && task.max_steps_reached && (
            <MaxStepsBanner task={task} actions={actions} />
          )}
          {owner && task.status === 'FAILED' && !task.max_steps_reached && (
            <FailedBanner task={task} actions={actions} />
          )}
          {owner && task.status === 'AWAITING_CONNECTION' && task.awaited_credential !== null && (
            <CredentialBanner task={task} awaited={task.awaited_credential} />
          )}
          {owner && task.status === 'AWAITING_CONNECTION' && task.awaited_credential === null && (
            <AwaitingConnectionBanner task={task} />
          )}
          {owner && task.status === 'AWAITING_BUDGET' && <BudgetBanner task={task} actions={actions} />}
          {task.status === 'NEEDS_RECONCILIATION' && <ReconciliationBanner task={task} actions={actions} />}
          {task.status === 'PENDING_APPROVAL' && <ApprovalBar task={task} />}
          {showFollowUp && (
            <FollowUpBox
              status={task.status}
              working={working}
              continueWith={actions.continueWith}
              abort={actions.abort}
              contextWindow={contextWindow}
              inputRef={followUp}
            />
          )}
        </div>
      </div>
    </WithConversationSidebar>
  );
}
