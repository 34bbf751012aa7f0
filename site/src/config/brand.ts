/** The platform's brand: one place for its names, URLs and legal line. */
export const brand = {
  /** The platform's name as readers know it. */
  name: 'Turnkey',
  /** The documentation site's title, used after the vertical bar in page titles. */
  siteTitle: 'Turnkey Docs',
  tagline: 'Wallet infrastructure and key management for developers',
  /** Canonical origin of the published site. */
  siteUrl: 'https://docs.turnkey.com',
  /** The platform's public source repositories. */
  repositoryUrl: 'https://github.com/tkhq',
  /** This documentation site's own repository: edit links and issue reports go here. */
  docsRepositoryUrl: 'https://github.com/tkhq/docs',
  /** The dashboard where organizations, users and API keys are managed. */
  dashboardUrl: 'https://app.turnkey.com',
  /** The platform's public API origin. */
  apiUrl: 'https://api.turnkey.com',
  socials: {
    github: 'https://github.com/tkhq',
    x: 'https://x.com/turnkeyhq',
  },
  copyrightHolder: 'Turnkey Global Inc.',
  /** Fixed by the spec; not the build year. */
  copyrightYear: 2025,
} as const;

export const copyrightLine = `Copyright © ${brand.copyrightYear} ${brand.copyrightHolder}`;
