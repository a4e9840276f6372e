import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's catalogs (src/locales/README.md): English is the source, Hindi the translation. Only the
 * folders whose strings have moved into the catalogs are extracted; the other pages follow.
 */
/** The home's sections below its first view (the home-below part). */
const HOME_BELOW = [
  '<rootDir>/src/features/home/components/promo-sections.tsx',
  '<rootDir>/src/features/home/components/owner-section.tsx',
  '<rootDir>/src/features/home/components/testimonials-section.tsx',
  '<rootDir>/src/features/home/lib/testimonials.ts',
];

/**
 * The information pages come in three parts, each page downloading only its own (with the few
 * words of the parts they share: the page header, 'Contact Support', the enquiry forms' failure).
 */
const INFO_PAGES = '<rootDir>/src/features/info-pages';
const INFO_SHARED = [
  `${INFO_PAGES}/components/info-layout.tsx`,
  `${INFO_PAGES}/components/contact-support-link.tsx`,
];
/** The lawyer, movers and design studio pages, their forms and notices (the services part). */
const SERVICES = [
  `${INFO_PAGES}/pages/lawyer-page.tsx`,
  `${INFO_PAGES}/pages/movers-page.tsx`,
  `${INFO_PAGES}/pages/interior-design-page.tsx`,
  `${INFO_PAGES}/components/lawyer-application-dialog.tsx`,
  `${INFO_PAGES}/components/movers-request-form.tsx`,
  `${INFO_PAGES}/components/design-team-dialog.tsx`,
  `${INFO_PAGES}/components/consultation-dialog.tsx`,
  `${INFO_PAGES}/components/notice-dialog.tsx`,
  `${INFO_PAGES}/lib/meta-services.ts`,
];
/** The privacy policy and the terms: long texts only those two pages show (the legal part). */
const LEGAL = [
  `${INFO_PAGES}/pages/privacy-page.tsx`,
  `${INFO_PAGES}/pages/terms-page.tsx`,
  `${INFO_PAGES}/components/legal-document.tsx`,
  `${INFO_PAGES}/lib/meta-legal.ts`,
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // The frame's part (header, footer, language switch, the home, the property card, the form
      // kit every dialog uses): every Hindi page loads it before it draws (lib/i18n/i18n.ts).
      path: '<rootDir>/src/locales/{locale}/messages',
      include: [
        '<rootDir>/src/components/layouts',
        '<rootDir>/src/components/account-panel/account-panel-button.tsx',
        '<rootDir>/src/components/notification-bell/notification-bell.tsx',
        '<rootDir>/src/components/search-field.tsx',
        '<rootDir>/src/components/property-card',
        '<rootDir>/src/components/compare-toggle',
        '<rootDir>/src/components/favorite-button',
        '<rootDir>/src/components/form-dialog.tsx',
        // The UI kit's own words (Close, Clear, Loading…): every page's dialogs and fields say them.
        '<rootDir>/src/components/ui',
        '<rootDir>/src/features/home',
      ],
      exclude: ['**/*.test.*', '**/layouts/site-footer.tsx', ...HOME_BELOW],
    },
    {
      // The home's sections below its first view: drawn by the server with the page, hydrated in
      // the browser once their part has arrived (home-page.tsx).
      path: '<rootDir>/src/locales/{locale}/home-below',
      include: HOME_BELOW,
      exclude: ['**/*.test.*'],
    },
    {
      // The listing's part (search results, filters): loaded by the Hindi listing route's loader
      // with the frame's (app/hindi-routes.ts, the route's handle), on the server and in the browser.
      path: '<rootDir>/src/locales/{locale}/listing',
      include: [
        '<rootDir>/src/features/listing',
        // 'Save this search' is in the listing's first view: its label never waits for a part.
        '<rootDir>/src/features/saved-searches/components/save-search-button.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The property detail's part (its page, sections, dialogs, the freshness and RERA cards):
      // loaded by the Hindi detail route's loader with the frame's (the route's handle). The
      // contact dialog's words are the forms' (it is lazy, and drawn by other pages' forms too).
      path: '<rootDir>/src/locales/{locale}/detail',
      include: ['<rootDir>/src/features/property', '<rootDir>/src/features/freshness/components'],
      exclude: ['**/*.test.*', '**/property/components/contact-dialog.tsx'],
    },
    {
      // The saved searches' part (the save and rename dialogs, the schema's and server's texts):
      // fetched with the save dialog's code (lazyDialog in save-search-button.tsx).
      path: '<rootDir>/src/locales/{locale}/saved-searches',
      include: [
        '<rootDir>/src/features/saved-searches/components/save-search-dialog.tsx',
        '<rootDir>/src/features/saved-searches/components/rename-saved-search-dialog.tsx',
        '<rootDir>/src/features/saved-searches/lib',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The add and edit listing forms' part (every label, option, upload text and message of
      // features/manage-property; the file picker's own words are the UI kit's, in the frame's):
      // loaded by the Hindi routes' loaders (their handle). The listing's data words (status,
      // amenities) are the detail's (detail-words.ts), said here too with the same Hindi.
      path: '<rootDir>/src/locales/{locale}/manage-property',
      include: [
        '<rootDir>/src/features/manage-property',
        '<rootDir>/src/features/property/lib/detail-words.ts',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The information pages' part (about, contact, help, careers, trust, how we work, and the
      // contact form): loaded by their Hindi routes' loader (the routes' handle).
      path: '<rootDir>/src/locales/{locale}/info',
      include: [INFO_PAGES],
      exclude: ['**/*.test.*', ...SERVICES, ...LEGAL],
    },
    {
      // The services' part (the lawyer, movers and design studio pages with their forms).
      path: '<rootDir>/src/locales/{locale}/services',
      include: [...SERVICES, ...INFO_SHARED, `${INFO_PAGES}/lib/enquiry-form.ts`],
      exclude: ['**/*.test.*'],
    },
    {
      // The privacy policy's and the terms' part.
      path: '<rootDir>/src/locales/{locale}/legal',
      include: [...LEGAL, ...INFO_SHARED],
      exclude: ['**/*.test.*'],
    },
    {
      // The signed-in user's pages (the profile's cards and dialogs, the privacy notice) and the
      // pages an email's link opens (unsubscribe, confirm listing): loaded by their Hindi routes'
      // loaders (the routes' handle). The profile also draws the rename dialog (saved-searches'
      // part) and the agent's 'Confirm available' button (in the detail's part too).
      path: '<rootDir>/src/locales/{locale}/account',
      include: [
        '<rootDir>/src/features/account',
        '<rootDir>/src/features/saved-searches/components/saved-searches-card.tsx',
        '<rootDir>/src/features/saved-searches/pages',
        '<rootDir>/src/features/freshness/pages',
        '<rootDir>/src/features/freshness/components/confirm-availability-button.tsx',
        '<rootDir>/src/components/agent-leads',
        '<rootDir>/src/features/compare/components/share-shortlist-card.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The header's panels (the ACCOUNT drawer, the notifications list): fetched beside the
      // panel's code, on the intent to open it (account-panel-button.tsx, notification-bell.tsx).
      path: '<rootDir>/src/locales/{locale}/header-panels',
      include: [
        '<rootDir>/src/components/account-panel/account-panel.tsx',
        '<rootDir>/src/components/account-panel/property-mini-list.tsx',
        '<rootDir>/src/components/notification-bell/notifications-panel.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The compare page and a shared shortlist (features/compare): loaded by their Hindi routes'
      // loaders (the routes' handle). The table says the listing's data with the detail's words.
      path: '<rootDir>/src/locales/{locale}/compare',
      include: [
        '<rootDir>/src/features/compare',
        '<rootDir>/src/features/property/lib/detail-words.ts',
        // The shared shortlist draws the profile's grid of cards.
        '<rootDir>/src/features/account/components/property-grid.tsx',
      ],
      exclude: ['**/*.test.*', '**/share-shortlist-card.tsx'],
    },
    {
      // The builders' part (the directory, a builder's page, the Add and Edit Developer forms):
      // loaded by their Hindi routes' loaders with the frame's (the routes' handle).
      path: '<rootDir>/src/locales/{locale}/developers',
      include: ['<rootDir>/src/features/developers'],
      exclude: ['**/*.test.*'],
    },
    {
      // The locality prices page's part (its figures, trend chart, tables and titles): loaded by
      // its Hindi route's loader with the frame's (the route's handle).
      path: '<rootDir>/src/locales/{locale}/localities',
      include: ['<rootDir>/src/features/localities'],
      exclude: ['**/*.test.*'],
    },
    {
      // The admin area's part (every screen, its tables, dialogs, forms and messages, and the
      // guard's refusal): loaded by the Hindi admin routes' loader (the /admin route's handle).
      path: '<rootDir>/src/locales/{locale}/admin',
      include: [
        '<rootDir>/src/features/admin',
        '<rootDir>/src/components/data-table',
        '<rootDir>/src/components/route-guards.tsx',
        // A listing's status in the tables, as the detail page says it.
        '<rootDir>/src/features/property/lib/detail-words.ts',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The footer's part: its code comes after the page has shown (site-footer-slot.tsx), and
      // its words with it.
      path: '<rootDir>/src/locales/{locale}/footer',
      include: ['<rootDir>/src/components/layouts/site-footer.tsx'],
      exclude: ['**/*.test.*'],
    },
    {
      // The forms' part (sign-in pages, calculators, contact dialog, the texts made by the schemas
      // and the server): loaded by those pages and dialogs as they draw (useCatalogPart('forms')).
      path: '<rootDir>/src/locales/{locale}/forms',
      include: [
        '<rootDir>/src/features/auth',
        '<rootDir>/src/features/calculators',
        '<rootDir>/src/features/property/components/contact-dialog.tsx',
        '<rootDir>/src/lib/i18n/known-messages.ts',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  // File names without line numbers: a catalog changes when its messages do, not when code moves.
  // The macros call the app's own small runtime (src/lib/i18n/runtime.tsx; vite-lingui.ts resolves it).
  runtimeConfigModule: {
    i18n: ['@nivaas/i18n-runtime', 'i18n'],
    useLingui: ['@nivaas/i18n-runtime', 'useLingui'],
    Trans: ['@nivaas/i18n-runtime', 'Trans'],
  },
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
