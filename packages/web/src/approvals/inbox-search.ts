/**
 * The inbox's filters and page as URL search params (`/approvals?agent=3&tool=files&waiting=over-1h&page=2`),
 * so a filtered view can be bookmarked, shared and restored with the back button.
 */

/** How long a call has waited, in the words of the filter (a catalogue key); each maps onto the API's age bounds. */
export const waitingChoices = {
  'under-1h': { labelKey: 'filters.waiting.underHour', query: { newer_than: 3600 } },
  'over-1h': { labelKey: 'filters.waiting.overHour', query: { older_than: 3600 } },
  'over-1d': { labelKey: 'filters.waiting.overDay', query: { older_than: 86_400 } },
  'over-1w': { labelKey: 'filters.waiting.overWeek', query: { older_than: 604_800 } },
} as const;

export type WaitingChoice = keyof typeof waitingChoices;

export interface InboxSearch {
  readonly agent?: number;
  readonly tool?: string;
  readonly waiting?: WaitingChoice;
  /** From 1; absent on the first page. */
  readonly page?: number;
}

function isWaitingChoice(value: unknown): value is WaitingChoice {
  return typeof value === 'string' && Object.hasOwn(waitingChoices, value);
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** The router's `validateSearch`: anything it cannot read is dropped, never an error page. */
export function inboxSearchOf(search: Record<string, unknown>): InboxSearch {
  const agent = positiveInteger(search.agent);
  const page = positiveInteger(search.page);
  const tool = typeof search.tool === 'string' && search.tool.trim() !== '' ? search.tool : undefined;
  return {
    ...(agent === undefined ? {} : { agent }),
    ...(tool === undefined ? {} : { tool: tool.slice(0, 200) }),
    ...(isWaitingChoice(search.waiting) ? { waiting: search.waiting } : {}),
    ...(page === undefined || page === 1 ? {} : { page }),
  };
}

export const inboxPageSize = 25;

/** The query string of `GET /api/v1/approvals` for a search. */
export function approvalsQueryOf(search: InboxSearch) {
  return {
    per_page: inboxPageSize,
    page: search.page ?? 1,
    ...(search.agent === undefined ? {} : { agent_id: search.agent }),
    ...(search.tool === undefined ? {} : { tool: search.tool }),
    ...(search.waiting === undefined ? {} : waitingChoices[search.waiting].query),
  };
}

export function isFiltered(search: InboxSearch): boolean {
  return search.agent !== undefined || search.tool !== undefined || search.waiting !== undefined;
}
