import * as React from 'react';
import type { MDXComponents } from 'mdx/types';
import { styled } from '@mui/material/styles';
import { Demo } from '../demos';
import { Callout } from './Callout';
import { CodeBlock } from '../ui';
import { CodeSample } from './CodeSample';
import { Heading } from './Heading';
import { MdxLink } from './MdxLink';
import { VersionsTable } from './VersionsTable';
import { PageList } from './PageList';
import { BlogIndex } from '../blog';

const TableScroll = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  margin: theme.spacing(2, 0),
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' },
  '& th, & td': {
    padding: theme.spacing(1, 1.5),
    textAlign: 'start',
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    verticalAlign: 'top',
  },
  '& th': { fontWeight: 600 },
}));

/** The one map from Markdown elements and MDX tags to the site's components. */
export const mdxComponents: MDXComponents = {
  h2: (props) => <Heading level={2} {...props} />,
  h3: (props) => <Heading level={3} {...props} />,
  h4: (props) => <Heading level={4} {...props} />,
  a: MdxLink,
  table: (props) => (
    // The wrapper scrolls wide tables, so it must be reachable by keyboard.
    <TableScroll tabIndex={0}>
      <table {...props} />
    </TableScroll>
  ),
  Callout,
  CodeBlock,
  CodeSample,
  Demo,
  PageList,
  BlogIndex,
  VersionsTable: () => (
    <TableScroll tabIndex={0}>
      <VersionsTable />
    </TableScroll>
  ),
};
