/**
 * The calls a read of votes or deadlines is about: listed by id, or every call of one task (read
 * by the task's index, so the read need not wait for the calls to be known).
 */
export type CallSelection = readonly number[] | { readonly taskId: number };

export function selectsNoCall(calls: CallSelection): boolean {
  return 'length' in calls && calls.length === 0;
}
