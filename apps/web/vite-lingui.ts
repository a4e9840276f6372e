import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
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
        // Parsed, never compiled: types and JSX stay for the next plugins.
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        // The English text stays beside each id, in production too: English pages need no catalog.
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }]],
      });
      if (!out?.code) return null;
      // The English text is the key (catalogs below): the ids go, 8 incompressible bytes a message.
      const withoutIds = out.code.replace(/(\/\*i18n\*\/\s*\{\s*)id:\s*"[^"]*",\s*(?=message:)/g, '$1');
      return { code: withoutIds, map: null };
    },
  };
}

/**
 * A `.po` catalog compiled as it is imported (no generated file is kept), keyed by the English
 * source text: `{ 'Search in {city}...': [['city'], ' में खोजें...'] }`. Lingui's own Vite plugin keys
 * by id; the code here carries no ids (see above), and English needs no catalog at all.
 */
function linguiCatalogs(): Plugin {
  const config = getConfig({ configPath });
  return {
    name: 'nivaas-lingui-catalogs',
    async transform(_src, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.po')) return null;
      const found = getCatalogForFile(path.relative(config.rootDir ?? '', file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of lingui.config.ts's catalogs`);
      this.addWatchFile(file);
      const entries = await found.catalog.read(found.locale);
      const bySource: Record<string, string> = {};
      for (const [key, entry] of Object.entries(entries ?? {})) {
        const source = entry.message ?? key;
        if (entry.translation) bySource[source] = entry.translation;
      }
      const { source, errors } = createCompiledCatalog(found.locale, bySource, {
        namespace: 'es',
        strict: true,
      });
      if (errors.length) {
        throw new Error(`${file}: ${errors.map((e) => `${e.id}: ${String(e.error)}`).join('; ')}`);
      }
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}

/** The macros, then the catalogs. */
export function linguiPlugins(): Plugin[] {
  return [linguiMacros(), linguiCatalogs()];
}
