import type { NavNode } from '../src/core/navigation';

/** Navigation of the main documentation area, in reading order. Every page listed here is a route. */
export const pages: NavNode[] = [
  {
    pathname: '/getting-started',
    title: 'Getting Started',
    subheader: true,
    children: [
      { pathname: '/getting-started/installation', title: 'Installation' },
      { pathname: '/getting-started/usage', title: 'Usage' },
    ],
  },
  {
    pathname: '/customization',
    title: 'Customization',
    subheader: true,
    children: [
      {
        pathname: '/customization/theme',
        title: 'Theming',
        children: [
          { pathname: '/customization/theming', title: 'Overview' },
          { pathname: '/customization/palette', title: 'Palette' },
        ],
      },
    ],
  },
];
