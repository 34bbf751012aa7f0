/**
 * Social cards: the sections that get their own generated 1200×630 image (`og:image`) and
 * the line each card carries under its title. A doc's section is its sidebar's top category
 * (every page of the SDKs sidebar is "SDKs"); see `src/plugins/social-cards/sections.ts`.
 * A unit test fails when a route's section has no entry here.
 */

import { brand } from './brand';

export interface CardSection {
  /** The section's name as the sidebar shows it, e.g. `Concepts`. */
  title: string;
  /** One short line under the title (about 80 characters at most). */
  tagline: string;
}

/** The card of pages outside any section (the home page, FAQ, changelog, …). */
export const defaultCard: CardSection = { title: brand.siteTitle, tagline: brand.tagline };

export const cardSections: CardSection[] = [
  {
    title: 'Getting started',
    tagline: 'Create an organization and make your first signed request',
  },
  { title: 'Concepts', tagline: 'Organizations, users, wallets and the policies that govern them' },
  {
    title: 'Transactions',
    tagline: 'Send transactions, read nonces, gas, balances and history',
  },
  { title: 'Features', tagline: 'Authentication, sessions, recovery, import, export and webhooks' },
  { title: 'Passkeys', tagline: 'Sign requests with WebAuthn credentials on the web and in apps' },
  {
    title: 'Access controls',
    tagline: 'MFA, IP allowlists, OAuth 2.0 credentials and the Auth Proxy',
  },
  { title: 'Ecosystems', tagline: 'Ethereum, Solana, Bitcoin and other chains' },
  {
    title: 'Products',
    tagline: 'Earn, Swaps, fiat on-ramp, Spark and Verifiable Cloud',
  },
  { title: 'API overview', tagline: 'Queries, submissions, stamps and errors' },
  { title: 'API reference', tagline: 'Every query and submission of the platform API' },
  { title: 'Security', tagline: 'Secure enclaves, quorum deployments and verifiable data' },
  { title: 'Reference', tagline: 'Account abstraction wallets and the embedded wallet kit' },
  { title: 'Tools', tagline: 'Labs that run the platform engine in your browser, offline' },
  { title: 'SDKs', tagline: 'Client libraries for browsers, servers, mobile apps and the CLI' },
  { title: 'Embedded wallets', tagline: 'Wallets inside your app, owned by your users' },
  { title: 'Signing automation', tagline: 'Sign transactions from your backend with API keys' },
];
