import type { ThemeConfig } from '@docusaurus/preset-classic';
import { brand, copyrightLine } from './brand';
import { API_ROUTE } from './routes';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Guides',
      items: [
        { label: 'Quickstart', to: '/getting-started/quickstart' },
        { label: 'Embedded wallets', to: '/embedded-wallets/overview' },
        { label: 'Signing automation', to: '/signing-automation/overview' },
        { label: 'API reference', to: API_ROUTE },
      ],
    },
    {
      title: 'Social',
      items: [
        { label: 'GitHub', href: brand.socials.github },
        { label: 'X', href: brand.socials.x },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Changelog', to: '/changelog' },
        { label: 'FAQ', to: '/faq' },
        { label: 'Dashboard', href: brand.dashboardUrl },
        { label: 'Report a vulnerability', to: '/security/reporting-a-vulnerability' },
      ],
    },
  ],
  copyright: copyrightLine,
} satisfies Footer;
