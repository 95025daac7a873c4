/** An ad as the block renders it: image 130 × 100, description HTML (sanitised before rendering). */
export interface Ad {
  link: string;
  img: string;
  name: string;
  description: string;
  poweredby: string;
  /** Analytics label: `in-house-templates`, `carbon`, `feed`… */
  label: string;
}

/** The site's own ads, shown when the network's ads are blocked or unavailable. */
export const IN_HOUSE_ADS: Ad[] = [
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: '/static/ads/templates.jpg',
    description:
      '<strong>Premium templates</strong>. Start your project with the best templates for admins, dashboards and more.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes#populars',
    img: '/static/ads/themes.jpg',
    description: '<strong>Premium themes</strong>. Kickstart your application development with a ready-made theme.',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    name: 'enterprise',
    link: 'https://mui.com/x/introduction/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-enterprise',
    img: '/static/ads/enterprise.jpg',
    description:
      '<strong>MUI X Pro and Premium</strong>. Advanced components for complex use cases: data grids, date ranges, charts.',
    poweredby: 'MUI',
    label: 'in-house-enterprise',
  },
  {
    name: 'design-kit',
    link: 'https://mui.com/design-kits/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kit',
    img: '/static/ads/design-kit.jpg',
    description: '<strong>For Figma and Sketch</strong>. A large UI kit with over 600 handcrafted Material UI symbols.',
    poweredby: 'MUI',
    label: 'in-house-design-kit',
  },
];
