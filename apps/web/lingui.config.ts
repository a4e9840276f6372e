import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's catalogs (src/locales/README.md): English is the source, Hindi the translation. Only the
 * folders whose strings have moved into the catalogs are extracted; the other pages follow.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: [
        '<rootDir>/src/components/layouts',
        '<rootDir>/src/components/account-panel/account-panel-button.tsx',
        '<rootDir>/src/components/property-card',
        '<rootDir>/src/components/compare-toggle',
        '<rootDir>/src/components/favorite-button',
        '<rootDir>/src/features/home',
        '<rootDir>/src/lib/i18n',
        '<rootDir>/src/features/auth',
        '<rootDir>/src/features/calculators',
        '<rootDir>/src/features/property/components/contact-dialog.tsx',
        '<rootDir>/src/components/form-dialog.tsx',
        '<rootDir>/src/components/ui/field.tsx',
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
