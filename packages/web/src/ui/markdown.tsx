import { Anchor, Code, Table, Typography } from '@mantine/core';
import { memo, useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';
import './markdown.css';

// Sanitise first (model output is untrusted), then highlight: highlighting only adds classes.
const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-./]],
  },
};

const components: Components = {
  // i18n-exempt: link relations, not text
  a: ({ node: _node, ...props }) => <Anchor {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  pre: ({ node: _node, children }) => <CodeBlock>{children}</CodeBlock>,
  code: ({ node: _node, className, children, ...props }) =>
    className === undefined ? (
      <Code {...props}>{children}</Code>
    ) : (
      <code className={className} {...props}>
        {children}
      </code>
    ),
  table: ({ node: _node, children }) => (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder withColumnBorders striped>
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
};

/**
 * Markdown as a model or a person wrote it: GitHub-flavoured, sanitised, code highlighted. Links
 * open in a new tab unless `renderLink` draws them (the Help pages keep their own links in the app).
 */
export const Markdown = memo(function Markdown({
  children,
  renderLink,
}: {
  children: string;
  renderLink?: Components['a'];
}) {
  const withLinks = useMemo(
    () => (renderLink === undefined ? components : { ...components, a: renderLink }),
    [renderLink],
  );
  return (
    <Typography className="spora-markdown">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[
          [rehypeSanitize, sanitizeSchema],
          [rehypeHighlight, { detect: false, ignoreMissing: true }],
        ]}
        components={withLinks}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
});
