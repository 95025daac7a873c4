import type { NavNode } from '../../src/core/navigation';

/** Navigation of the advanced components area (`/x/`) for version 8.10.2, in reading order. */
export const pages: NavNode[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    subheader: true,
    children: [{ pathname: '/x/introduction', title: 'Overview' }],
  },
];
