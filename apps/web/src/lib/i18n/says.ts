import type { MessageDescriptor } from '@lingui/core';

/**
 * What a helper needs of a translator: its language and `_` with values. Both the page's translator
 * (`useLingui().i18n`, typed as Lingui's I18n by the macros) and the runtime's own `Translator`
 * fit; at run time both are the runtime's (src/lib/i18n/runtime.tsx), which takes values.
 */
export type TSays = {
  readonly locale: string;
  _: (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;
};
