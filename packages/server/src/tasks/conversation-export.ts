import type { ToolCall, ToolCallDecision } from '../db/index.js';
import { latestDecisionByCall } from '../orchestrator/tool-call-decisions.js';
import {
  type AttachmentView,
  type ConversationSummaryView,
  conversationSummaryView,
  historyRowView,
  toolCallView,
} from './task-views.js';
import type { TaskDetail } from './user-tasks.js';

/** One tool call as an export shows it: what was asked, what was decided, what came back. */
export interface ExportedToolCall {
  readonly provider_call_id: string;
  readonly tool_name: string;
  readonly status: string;
  /** The arguments it ran with (a person's edit, when they made one), else the proposed ones. */
  readonly arguments: unknown;
  readonly decision: { readonly outcome: 'approved' | 'rejected'; readonly reason: string | null } | null;
  readonly result: { readonly success: boolean | null; readonly content: string | null } | null;
}

export interface ExportedMessage {
  readonly sequence: number;
  readonly role: string;
  readonly content: string | null;
  readonly created_at: string;
  /** The calls an assistant message asked for; empty for other messages. */
  readonly tool_calls: readonly ExportedToolCall[];
  /** For a tool result: the call it answers. */
  readonly tool_call_id: string | null;
  /** Files sent with a message or returned by a call; their content is not part of the export. */
  readonly attachments: readonly AttachmentView[];
}

/** A conversation as `GET /tasks/{id}/export?format=json` writes it. */
export interface ConversationExport {
  readonly task: ConversationSummaryView & { readonly agent_name: string };
  readonly messages: readonly ExportedMessage[];
}

export function exportConversation(detail: TaskDetail, agentName: string): ConversationExport {
  const decisions = latestDecisionByCall(detail.decisions);
  const callsByRow = new Map<number, ExportedToolCall[]>();
  for (const call of detail.toolCalls) {
    if (call.task_history_id === null) continue;
    const calls = callsByRow.get(call.task_history_id) ?? [];
    calls.push(exportedCall(call, decisions.get(call.id)));
    callsByRow.set(call.task_history_id, calls);
  }
  return {
    task: { ...conversationSummaryView(detail.task, detail.facts), agent_name: agentName },
    messages: detail.history.map((row) => ({
      sequence: row.sequence,
      role: row.role,
      content: row.content,
      created_at: row.created_at,
      tool_calls: callsByRow.get(row.id) ?? [],
      tool_call_id: row.tool_call_id,
      attachments: historyRowView(row).attachments,
    })),
  };
}

function exportedCall(call: ToolCall, decision: ToolCallDecision | undefined): ExportedToolCall {
  const view = toolCallView(call, decision);
  return {
    provider_call_id: view.provider_call_id,
    tool_name: view.tool_name,
    status: view.status,
    arguments: view.approved_arguments ?? view.proposed_arguments,
    decision: view.decision && { outcome: view.decision.outcome, reason: view.decision.reason },
    result:
      view.result_success === null && view.result_content === null
        ? null
        : { success: view.result_success, content: view.result_content },
  };
}

/** The export as a readable Markdown transcript; tool calls' arguments and results in fenced blocks. */
export function conversationMarkdown(exported: ConversationExport): string {
  const { task } = exported;
  const lines = [
    `# ${task.title}`,
    '',
    `- Agent: ${task.agent_name}`,
    `- Task: #${task.id} (${task.status})`,
    `- Started: ${task.created_at}`,
    `- Last updated: ${task.updated_at}`,
    ...(task.answering_model ? [`- Model: ${task.answering_model.name}`] : []),
    '',
  ];
  for (const message of exported.messages) {
    // Tool results are shown with the call they answer.
    if (message.role === 'tool') continue;
    lines.push(`## ${roleHeading(message.role)} · ${message.created_at}`, '');
    if (message.content) lines.push(message.content, '');
    if (message.attachments.length > 0) {
      lines.push(
        ...message.attachments.map(
          (file) => `- Attached: ${file.name} (${file.media_type}, ${file.size_bytes} bytes)`,
        ),
        '',
      );
    }
    for (const call of message.tool_calls) lines.push(...callLines(call));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function callLines(call: ExportedToolCall): string[] {
  const lines = [
    `### Tool call: ${call.tool_name} (${call.status})`,
    '',
    fenced('json', json(call.arguments)),
  ];
  if (call.decision) {
    const reason = call.decision.reason ? `: ${call.decision.reason}` : '';
    lines.push(`Decision: ${call.decision.outcome}${reason}`, '');
  }
  if (call.result) {
    const outcome = call.result.success === false ? 'failed' : 'succeeded';
    lines.push(`Result (${outcome}):`, '', fenced('', call.result.content ?? ''));
  }
  return lines;
}

function roleHeading(role: string): string {
  return role === 'user'
    ? 'User'
    : role === 'assistant'
      ? 'Assistant'
      : role[0]?.toUpperCase() + role.slice(1);
}

/** A fence longer than any run of backticks in the text, so the text cannot close it. */
function fenced(language: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}\n`;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** A file name for the export: the title's words, lower-case, joined by dashes, then the task's id. */
export function exportFileName(exported: ConversationExport, extension: 'md' | 'json'): string {
  const slug = exported.task.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'conversation'}-${exported.task.id}.${extension}`;
}
