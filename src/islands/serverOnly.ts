import type * as React from 'react';
import type { MDXComponents } from 'mdx/types';
import type { NavTreeProps } from '../layout/NavTree';

/**
 * Components that render only inside `StaticMarkup`, on the server. `getStaticProps` registers them (its imports
 * are stripped from the browser bundle), so their code never reaches the browser: the page body's MDX components
 * (demo frames, code blocks, headings…) and the navigation tree.
 */
export const serverOnly: {
  mdxComponents: MDXComponents | null;
  NavTree: React.ComponentType<NavTreeProps> | null;
} = { mdxComponents: null, NavTree: null };
