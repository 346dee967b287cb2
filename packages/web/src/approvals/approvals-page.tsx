import { Button, Group, Kbd, Loader, Pagination, Stack, Text } from '@mantine/core';
import { IconChecklist, IconKeyboard, IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { PendingApproval } from '../api/api-types';
import { useSession } from '../auth/session';
import type { FieldInput } from '../tasks/approval/argument-values';
import { editedArgumentsOf, hasProblems } from '../tasks/approval/call-decisions';
import { EmptyState } from '../ui/empty-state';
import { ButtonLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { callKey, groupedByTask } from './approval-inbox';
import { approvalsQuery } from './approval-queries';
import { hasVoted } from './approval-standing';
import { BulkActions } from './bulk-actions';
import { HeldCalls } from './held-calls';
import { useInboxDecisions } from './inbox-decisions';
import { InboxFilters } from './inbox-filters';
import { InboxItem, type ItemMode } from './inbox-item';
import { type InboxSearch, inboxPageSize, inboxSearchOf, isFiltered } from './inbox-search';
import { type InboxShortcutAction, useInboxShortcuts } from './inbox-shortcuts';
import { PausedTasks } from './paused-tasks';
import { ShortcutHelp } from './shortcut-help';
import './approvals-page.css';

type Inputs = Readonly<Record<string, FieldInput>>;

const noInputs: Inputs = {};

function editedOf(approval: PendingApproval, inputs: Inputs) {
  return editedArgumentsOf(
    { parameter_schema: approval.parameter_schema, proposed_arguments: approval.arguments },
    inputs,
  );
}

/**
 * Every call awaiting the user's decision, oldest first, filtered by agent, tool and age (kept in
 * the URL) and paged: each approved in one click, rejected with a reason or edited, several at
 * once, or with the keyboard (j/k, a, r, e, x, ?). Live events keep it current.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const search = useSearch({ from: '/signed-in/approvals' });
  const userId = useSession()?.id ?? null;
  const navigate = useNavigate({ from: '/approvals' });
  const approvals = useQuery(approvalsQuery(search));
  // A task's calls sit together, tasks in the order their oldest call came.
  const items = useMemo(() => groupedByTask(approvals.data?.approvals ?? []).flat(), [approvals.data]);
  const [focusIndex, setFocusIndex] = useState(0);
  const [modes, setModes] = useState<ReadonlyMap<string, ItemMode>>(new Map());
  const [drafts, setDrafts] = useState<ReadonlyMap<string, Inputs>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [helpOpen, setHelpOpen] = useState(false);
  const itemRefs = useRef(new Map<string, HTMLDivElement>());
  const keyboardMoved = useRef(false);
  const decisions = useInboxDecisions((approval) => {
    const key = callKey(approval);
    setModes((current) => withoutKey(current, key));
    setDrafts((current) => withoutKey(current, key));
    setSelected((current) => withoutKey(current, key));
  });

  const focused = items[Math.min(focusIndex, items.length - 1)];
  const modeOf = (approval: PendingApproval) => modes.get(callKey(approval)) ?? 'idle';
  const inputsOf = (approval: PendingApproval) => drafts.get(callKey(approval)) ?? noInputs;
  const setMode = (approval: PendingApproval, mode: ItemMode) =>
    setModes((current) => new Map(current).set(callKey(approval), mode));
  const onPage = new Set(items.map(callKey));
  const selectedOnPage = items.filter((approval) => selected.has(callKey(approval)));

  // A new page or filter starts at its first call with nothing selected.
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes, on purpose
  useEffect(() => {
    setFocusIndex(0);
    setSelected(new Set());
  }, [searchKey]);

  // The keyboard moves the DOM focus with the ring, so a screen reader follows it.
  useEffect(() => {
    if (!keyboardMoved.current || focused === undefined) return;
    keyboardMoved.current = false;
    const element = itemRefs.current.get(callKey(focused));
    element?.focus();
    element?.scrollIntoView({ block: 'nearest' });
  }, [focused]);

  const approve = (approval: PendingApproval) => {
    // Under a quorum an approval of theirs already counts; a second would be refused.
    if (hasVoted(approval.approval, userId)) return;
    const edited = editedOf(approval, inputsOf(approval));
    if (hasProblems(edited)) {
      setMode(approval, 'editing');
      return;
    }
    decisions.decide(approval, {
      decision: 'approve',
      ...(edited.arguments === null ? {} : { arguments: edited.arguments }),
    });
  };

  useInboxShortcuts((action: InboxShortcutAction) => {
    if (action === 'help') {
      setHelpOpen((open) => !open);
      return;
    }
    if (helpOpen || focused === undefined) return;
    const move = (to: number) => {
      keyboardMoved.current = true;
      setFocusIndex(Math.max(0, Math.min(items.length - 1, to)));
    };
    const index = items.indexOf(focused);
    switch (action) {
      case 'next':
        return move(index + 1);
      case 'previous':
        return move(index - 1);
      case 'approve':
        return approve(focused);
      case 'reject':
        return setMode(focused, 'rejecting');
      case 'edit':
        return setMode(focused, modeOf(focused) === 'editing' ? 'idle' : 'editing');
      case 'select':
        return setSelected((current) => toggled(current, callKey(focused)));
    }
  });

  const pagination = approvals.data?.pagination;
  // Written as the URL reads it back, so one view has one address (the first page has no number).
  const setSearch = (next: InboxSearch, replace = false) =>
    navigate({ search: inboxSearchOf({ ...next }), replace });

  // Deciding the last calls of a later page leaves it empty: go to the last page that has calls.
  const pastTheEnd =
    pagination !== undefined && items.length === 0 && pagination.total > 0 && pagination.page > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page runs past the end
  useEffect(() => {
    if (pastTheEnd) setSearch({ ...search, page: pagination.last_page }, true);
  }, [pastTheEnd]);

  return (
    <Page
      title={t('page.title')}
      actions={
        <>
          <ButtonLink to="/approvals/rules" variant="default" size="xs" leftSection={<IconScale size={16} />}>
            {t('page.rulesAndGrants')}
          </ButtonLink>
          <Button
            variant="subtle"
            size="xs"
            visibleFrom="sm"
            leftSection={<IconKeyboard size={16} />}
            aria-keyshortcuts="?"
            onClick={() => setHelpOpen(true)}
          >
            {t('page.shortcuts')} <Kbd ml={6}>?</Kbd>
          </Button>
        </>
      }
    >
      <InboxFilters search={search} onChange={setSearch} />
      <HeldCalls calls={approvals.data?.held_calls ?? []} />
      <PausedTasks tasks={approvals.data?.paused_tasks ?? []} />
      {approvals.isPending ? (
        <Loader aria-label={t('page.loading')} />
      ) : approvals.isError ? (
        <LoadError what={t('page.loadWhat')} error={approvals.error} onRetry={() => approvals.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconChecklist size={28} />}
          title={
            (approvals.data?.held_calls.length ?? 0) + (approvals.data?.paused_tasks.length ?? 0) > 0
              ? t('page.emptyWithOthers')
              : t('page.empty')
          }
        >
          {isFiltered(search) ? t('page.emptyFiltered') : t('page.emptyHint')}
        </EmptyState>
      ) : (
        <Stack gap="sm">
          <BulkActions
            onPage={items}
            selected={selectedOnPage}
            onSelectAll={(all) => setSelected(all ? onPage : new Set())}
            onDone={() => setSelected(new Set())}
          />
          <Text fz="sm" c="dimmed" role="status">
            {t('page.waiting', { count: pagination?.total ?? items.length })}
          </Text>
          <Stack gap="sm" role="list" aria-label={t('page.listLabel')}>
            {items.map((approval, index) => {
              const key = callKey(approval);
              const inputs = inputsOf(approval);
              return (
                <InboxItem
                  key={key}
                  ref={(element) => {
                    if (element === null) itemRefs.current.delete(key);
                    else itemRefs.current.set(key, element);
                  }}
                  approval={approval}
                  focused={approval === focused}
                  selected={selected.has(key)}
                  mode={modeOf(approval)}
                  inputs={inputs}
                  edited={editedOf(approval, inputs)}
                  sending={decisions.sending(approval)}
                  error={decisions.errorOf(approval)}
                  onFocus={() => setFocusIndex(index)}
                  onSelect={(on) => setSelected((current) => toggled(current, key, on))}
                  onModeChange={(mode) => setMode(approval, mode)}
                  onInput={(name, value) =>
                    setDrafts((current) => new Map(current).set(key, { ...inputs, [name]: value }))
                  }
                  onApprove={() => approve(approval)}
                  onReject={(reason) => decisions.decide(approval, { decision: 'reject', reason })}
                />
              );
            })}
          </Stack>
          {pagination !== undefined && pagination.last_page > 1 && (
            <Group justify="center">
              <Pagination
                total={pagination.last_page}
                value={pagination.page}
                onChange={(page) => setSearch({ ...search, page })}
                getControlProps={(control) => ({ 'aria-label': t(`page.pagination.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('page.pagination.page', { page }) })}
              />
            </Group>
          )}
          <Text fz="xs" c="dimmed" visibleFrom="sm">
            <Trans
              t={t}
              i18nKey="page.pageSizeNote"
              values={{ size: inboxPageSize }}
              components={{ kbd: <Kbd /> }}
            />
          </Text>
        </Stack>
      )}
      <ShortcutHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </Page>
  );
}

function withoutKey<Value>(map: ReadonlyMap<string, Value>, key: string): ReadonlyMap<string, Value>;
function withoutKey(set: ReadonlySet<string>, key: string): ReadonlySet<string>;
function withoutKey<Value>(
  collection: ReadonlyMap<string, Value> | ReadonlySet<string>,
  key: string,
): ReadonlyMap<string, Value> | ReadonlySet<string> {
  if (!collection.has(key)) return collection;
  if (collection instanceof Map) {
    const next = new Map(collection);
    next.delete(key);
    return next;
  }
  const next = new Set(collection as ReadonlySet<string>);
  next.delete(key);
  return next;
}

function toggled(set: ReadonlySet<string>, key: string, on = !set.has(key)): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}
