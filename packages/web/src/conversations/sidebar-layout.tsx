import { ActionIcon, Drawer, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationSidebar } from './conversation-sidebar';
import './conversations.css';

/** Wide enough for the conversations beside the page (Mantine's `md`, 992 px). */
const wideQuery = '(min-width: 62em)'; // i18n-exempt: a CSS media query

/** Whether the conversations have a column of their own; read at once so the first render is the right one. */
export function useSidebarShown(): boolean {
  return useMediaQuery(wideQuery, undefined, { getInitialValueInEffect: false }) === true;
}

/** The page with the agent's conversations in a column on its left, on screens wide enough for one. */
export function WithConversationSidebar({
  agentId,
  currentTaskId,
  hidden = false,
  children,
}: {
  agentId: number;
  currentTaskId?: number;
  /** No list at all: the page is someone else's (an approver's view of a task). */
  hidden?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('conversations');
  const wide = useSidebarShown() && !hidden;
  // The same tree either way, so crossing the width keeps what the page holds (a draft, a scroll).
  return (
    <div className="spora-with-sidebar">
      {wide && (
        <aside className="spora-conversation-sidebar" aria-label={t('sidebar.listLabel')}>
          <ConversationSidebar agentId={agentId} currentTaskId={currentTaskId} />
        </aside>
      )}
      <div className="spora-with-sidebar-main">{children}</div>
    </div>
  );
}

/** Where no column fits (phones, tablets): a button that opens the same list in a drawer. */
export function ConversationsDrawerButton({
  agentId,
  currentTaskId,
}: {
  agentId: number;
  currentTaskId?: number;
}) {
  const { t } = useTranslation('conversations');
  const wide = useSidebarShown();
  const [opened, drawer] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Opening a conversation from the drawer closes it, as a phone user expects.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, by design
  useEffect(() => drawer.close(), [pathname]);
  if (wide) return null;
  return (
    <>
      <Tooltip label={t('sidebar.title')} withArrow>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={drawer.open}
          aria-label={t('sidebar.title')}
          data-testid="conversations-drawer-button"
        >
          <IconMessages size={17} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title={t('sidebar.title')}
        size={'min(88vw, 360px)' /* i18n-exempt: a CSS size */}
        padding="sm"
      >
        <ConversationSidebar agentId={agentId} currentTaskId={currentTaskId} />
      </Drawer>
    </>
  );
}
