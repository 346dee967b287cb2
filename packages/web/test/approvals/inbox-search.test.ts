import { describe, expect, it } from 'vitest';
import { approvalsQueryOf, inboxSearchOf, isFiltered } from '../../src/approvals/inbox-search';

describe('the inbox’s search params', () => {
  it('reads filters and the page from the URL, dropping what it cannot read', () => {
    expect(inboxSearchOf({ agent: '3', tool: 'files', waiting: 'over-1h', page: '2' })).toEqual({
      agent: 3,
      tool: 'files',
      waiting: 'over-1h',
      page: 2,
    });
    expect(inboxSearchOf({ agent: 'x', tool: '  ', waiting: 'forever', page: '0' })).toEqual({});
    expect(inboxSearchOf({ agent: -1, page: 1.5 })).toEqual({});
    // The first page is the page without a number, so one view has one URL.
    expect(inboxSearchOf({ page: 1 })).toEqual({});
    expect(inboxSearchOf({ agent: '9007199254740993' })).toEqual({});
  });

  it('asks the API for the filters as its age bounds, one page at a time', () => {
    expect(approvalsQueryOf({})).toEqual({ per_page: 25, page: 1 });
    expect(approvalsQueryOf({ agent: 3, tool: 'files', waiting: 'over-1d', page: 4 })).toEqual({
      per_page: 25,
      page: 4,
      agent_id: 3,
      tool: 'files',
      older_than: 86_400,
    });
    expect(approvalsQueryOf({ waiting: 'under-1h' })).toMatchObject({ newer_than: 3600 });
  });

  it('says whether anything is filtered (a page alone is not a filter)', () => {
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ tool: 'files' })).toBe(true);
  });
});
