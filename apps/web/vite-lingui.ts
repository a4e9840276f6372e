import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

/** apps/web/lingui.config.ts, wherever the build or the tests run from. */
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/** The module Lingui's compiled macros import (lingui.config.ts `runtimeConfigModule`). */
const RUNTIME_MODULE = '@nivaas/i18n-runtime';
const runtimeFile = fileURLToPath(new URL('./src/lib/i18n/runtime.tsx', import.meta.url));

/** A file that imports one of Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`). */
const USES_MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `<Plural>`, `useLingui`) turned into runtime calls with
 * the message's id, by Lingui's own Babel plugin, before React's plugin sees the file; the
 * calls go to the app's runtime (src/lib/i18n/runtime.tsx). This stands
 * for `@rolldown/plugin-babel` + `linguiTransformerBabelPreset()`: every release of that plugin
 * asks for Node 22.12, and the product runs on Node 20.19 too. Only files importing a macro go
 * through Babel (a few dozen); the rest stay with Oxc alone.
 */
function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'nivaas-lingui-macros',
    enforce: 'pre',
    config: () => ({ resolve: { alias: { [RUNTIME_MODULE]: runtimeFile } } }),
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) {
        return null;
      }
      const out = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        // Parsed, never compiled: types and JSX stay for the next plugins.
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        // The English text stays beside each id, in production too: English pages need no catalog.
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }]],
      });
      if (!out?.code) return null;
      return { code: out.code, map: out.map };
    },
  };
}

/** The macros, then `.po` catalogs compiled as they are imported (no generated file is kept). */
export function linguiPlugins(): Plugin[] {
  return [linguiMacros(), ...lingui({ configPath, failOnCompileError: true })];
}
