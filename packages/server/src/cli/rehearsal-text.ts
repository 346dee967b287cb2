import type { RehearsalCallView, RehearsalView } from '../rehearsals/index.js';

/** A rehearsal report as plain text, for a terminal: per prompt the calls, the answer, and what changed. */
export function rehearsalText(rehearsal: RehearsalView): string {
  const { totals } = rehearsal;
  const lines = [
    `Rehearsal #${rehearsal.id} of agent #${rehearsal.agent_id}: ${rehearsal.status}`,
    `Tokens: ${totals.input_tokens} in, ${totals.output_tokens} out; cost: ${costText(totals.cost)}`,
    `Calls: ${totals.calls_ran} ran, ${totals.calls_simulated} simulated, ${totals.calls_needing_approval} would have needed approval`,
  ];
  rehearsal.runs.forEach((run, index) => {
    lines.push('', `[${index + 1}] ${oneLine(run.prompt)} (task #${run.task_id}, ${run.status})`);
    for (const call of run.calls) lines.push(`    ${callText(call)}`);
    lines.push(`    Answer: ${run.final_response === null ? '(none)' : oneLine(run.final_response)}`);
    if (run.error_message !== null) lines.push(`    Error: ${oneLine(run.error_message)}`);
    const past = run.compared_with;
    if (past === null) return;
    const { differences } = past;
    lines.push(
      `    Compared with task #${past.task_id}: answer ${differences.answer_changed ? 'changed' : 'unchanged'}`,
    );
    for (const call of differences.calls_only_in_rehearsal)
      lines.push(`      + ${callName(call)} (only in the rehearsal)`);
    for (const call of differences.calls_only_in_past)
      lines.push(`      - ${callName(call)} (only in the past task)`);
    for (const call of differences.arguments_changed)
      lines.push(
        `      ~ ${callName(call)}: ${JSON.stringify(call.past)} → ${JSON.stringify(call.rehearsal)}`,
      );
  });
  return lines.join('\n');
}

function callText(call: RehearsalCallView): string {
  const how = call.execution === 'simulated' ? `simulated (${call.simulated_from})` : call.execution;
  const approval = call.approval === 'not_needed' ? '' : `, approval: ${call.approval.replace('_', ' ')}`;
  const agent = call.agent_name === '' ? '' : ` [${call.agent_name}]`;
  return `${callName(call)}${agent} ${JSON.stringify(call.arguments)}: ${how}${approval}`;
}

function callName(call: { readonly tool_name: string; readonly operation: string | null }): string {
  return call.operation === null ? call.tool_name : `${call.tool_name}.${call.operation}`;
}

function costText(cost: number | null): string {
  return cost === null ? 'unknown' : `$${cost.toFixed(4)}`;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}
