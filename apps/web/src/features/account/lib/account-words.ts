import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MAX_IMAGE_BYTES } from '@nivaas/shared/constants';
import { useMemo } from 'react';
import { sayKnown } from '../../../lib/i18n/known-messages';
import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '../../../lib/i18n/runtime';

const MB = 1024 * 1024;

/**
 * The account pages' own texts made in code (the photo's checks, the forms' fallbacks), said in the
 * page's language; the texts of the schemas and the server go through `sayKnown` (the shared
 * table of API messages), and anything else shows as it came.
 */
const KNOWN = new Map<string, { message: MessageDescriptor; values?: Record<string, unknown> }>([
  [
    'Please choose a JPEG, PNG, WebP, AVIF or GIF image',
    { message: msg`Please choose a JPEG, PNG, WebP, AVIF or GIF image` },
  ],
  [
    `Photo must be at most ${MAX_IMAGE_BYTES / MB} MB`,
    { message: msg({ message: 'Photo must be at most {mb} MB' }), values: { mb: MAX_IMAGE_BYTES / MB } },
  ],
]);

/** An account text in the page's language: its own words, else the shared table's, else as it came. */
export function sayAccountText(i18n: TSays, text: string): string;
export function sayAccountText(i18n: TSays, text: string | null | undefined): string | undefined;
export function sayAccountText(i18n: TSays, text: string | null | undefined): string | undefined {
  if (text == null || i18n.locale === 'en') return text ?? undefined;
  const known = KNOWN.get(text);
  return known ? i18n._(known.message, known.values) : sayKnown(i18n, text);
}

/** `sayAccountText` with the page's translator. */
export function useSayAccount() {
  const { i18n } = useLingui();
  return useMemo(
    () =>
      ((text: string | null | undefined) => sayAccountText(i18n, text)) as {
        (text: string): string;
        (text: string | null | undefined): string | undefined;
      },
    [i18n],
  );
}

/** For the tests: the English texts said from the catalog here. */
export const KNOWN_ACCOUNT_TEXTS = [...KNOWN.keys()];
