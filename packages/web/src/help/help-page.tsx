import { Anchor, Box, List, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Components } from 'react-markdown';
import { EmptyState } from '../ui/empty-state';
import { AnchorLink, ButtonLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { Markdown } from '../ui/markdown';
import { Page } from '../ui/page';
import './help.css';
import { helpDocumentSlugs, helpLinkOf, loadHelpDocument, titleOfHelpDocument } from './help-documents';

const pageWidth = 880;

function helpDocumentQuery(slug: string) {
  return {
    queryKey: ['help', slug],
    queryFn: () => loadHelpDocument(slug),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * Links to another document stay in Help; every other link opens in a new tab, as in a conversation.
 */
const helpLink: Components['a'] = ({ node: _node, href, children, ...props }) => {
  const target = helpLinkOf(href);
  if (target === null)
    return (
      // i18n-exempt: the rel attribute's link types, not text.
      <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </Anchor>
    );
  return (
    <AnchorLink to="/help/$page" params={{ page: target.slug }} hash={target.hash}>
      {children}
    </AnchorLink>
  );
};

/** The first heading is the page's title; the rest is the body. */
function bodyOf(markdown: string): string {
  return markdown.replace(/^# .+\n/m, '');
}

/** Help's front page: every document, the guide to the screens first. */
export function HelpIndexPage() {
  const { t } = useTranslation('help');
  return (
    <Page title={t('index.title')} width={pageWidth}>
      <List spacing="xs" listStyleType="none" aria-label={t('index.documents')}>
        {helpDocumentSlugs().map((slug) => (
          <List.Item key={slug}>
            <HelpDocumentLink slug={slug} />
          </List.Item>
        ))}
      </List>
    </Page>
  );
}

function HelpDocumentLink({ slug }: { slug: string }) {
  const document = useQuery(helpDocumentQuery(slug));
  return (
    <AnchorLink to="/help/$page" params={{ page: slug }}>
      {document.data ? titleOfHelpDocument(slug, document.data) : slug}
    </AnchorLink>
  );
}

/** One document of `docs/`, rendered in the app. */
export function HelpDocumentPage() {
  const { t } = useTranslation('help');
  const { page } = useParams({ from: '/signed-in/help/$page' });
  const document = useQuery(helpDocumentQuery(page));
  const back = (
    <AnchorLink
      to="/help"
      fz="sm"
      fw={500}
      c="dimmed"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={14} aria-hidden /> {t('document.back')}
    </AnchorLink>
  );
  if (document.isPending)
    return (
      <Page
        title={<span className="visually-hidden">{t('document.loading')}</span>}
        breadcrumb={back}
        width={pageWidth}
      >
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={14} />
          <Skeleton h={14} w="80%" />
        </Stack>
      </Page>
    );
  if (document.isError)
    return (
      <Page title={t('document.title')} breadcrumb={back} width={pageWidth}>
        <LoadError what={t('document.loadWhat')} error={document.error} onRetry={() => document.refetch()} />
      </Page>
    );
  if (document.data === null)
    return (
      <Page title={t('missing.title')} breadcrumb={back} width={pageWidth}>
        <EmptyState
          icon={<IconFileOff size={28} />}
          title={t('missing.heading')}
          action={
            <ButtonLink to="/help" variant="default">
              {t('missing.allDocuments')}
            </ButtonLink>
          }
        >
          {t('missing.body')}
        </EmptyState>
      </Page>
    );
  return (
    <Page title={titleOfHelpDocument(page, document.data)} breadcrumb={back} width={pageWidth}>
      <Box className="spora-help-document">
        <Markdown renderLink={helpLink}>{bodyOf(document.data)}</Markdown>
      </Box>
    </Page>
  );
}
