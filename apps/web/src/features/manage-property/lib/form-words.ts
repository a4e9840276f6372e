import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  MAX_BROCHURE_BYTES,
  MAX_FLOOR_PLANS,
  MAX_IMAGE_BYTES,
  MAX_VIRTUAL_TOUR_BYTES,
} from '@nivaas/shared/constants';
import { useMemo } from 'react';
import { sayKnown } from '../../../lib/i18n/known-messages';
import type { TSays } from '../../../lib/i18n/says';
import { FAILED_TO_FETCH_DEVELOPERS, INVALID_DEVELOPERS_FORMAT } from '../api/get-developers';
import { EMPTY_PROPERTY_DATA } from '../api/get-property';
import { LIMIT_MSG, sizeText } from './file-limits';
import { PROPERTY_MSG } from './submit-error';
import { AGENT_REQUIRED } from './validate-property-form';

/** 'Failed to load agents': the agent picker's own text when the list cannot be read. */
export const AGENTS_LOAD_FAILED = 'Failed to load agents';

type TKnown = { message: MessageDescriptor; values?: Record<string, unknown> };

/**
 * The listing forms' texts made in their own code (PROPERTY_MSG, the upload limits, the pickers'
 * failures), which stay English where they are made (the spec's words, and their tests): said in
 * the page's language where the form shows them. The shared schemas' and the server's texts are
 * said by `sayKnown` (the shared table of API messages).
 */
const EXACT = new Map<string, TKnown>([
  [PROPERTY_MSG.created, { message: msg`Property created successfully!` }],
  [PROPERTY_MSG.updated, { message: msg`Property updated successfully!` }],
  [PROPERTY_MSG.createFailed, { message: msg`Failed to create property` }],
  [PROPERTY_MSG.updateFailed, { message: msg`Failed to update property` }],
  [PROPERTY_MSG.updateRejected, { message: msg`Update failed` }],
  [PROPERTY_MSG.loadFailed, { message: msg`Failed to load data` }],
  [EMPTY_PROPERTY_DATA, { message: msg`Received empty property data` }],
  [AGENT_REQUIRED, { message: msg`The agent is required` }],
  [AGENTS_LOAD_FAILED, { message: msg`Failed to load agents` }],
  [FAILED_TO_FETCH_DEVELOPERS, { message: msg`Failed to fetch developers` }],
  [INVALID_DEVELOPERS_FORMAT, { message: msg`Received invalid developers data format` }],
  [
    LIMIT_MSG.tooManyFloorPlans,
    {
      message: msg({ message: 'You can upload at most {max} floor plans' }),
      values: { max: MAX_FLOOR_PLANS },
    },
  ],
  [LIMIT_MSG.brochureType, { message: msg`The brochure must be a PDF, DOC or DOCX file` }],
  [
    LIMIT_MSG.brochureTooLarge,
    {
      message: msg({ message: 'The brochure can be at most {size}' }),
      values: { size: sizeText(MAX_BROCHURE_BYTES) },
    },
  ],
  [LIMIT_MSG.videoType, { message: msg`The virtual tour must be a video file` }],
  [
    LIMIT_MSG.videoTooLarge,
    {
      message: msg({ message: 'The virtual tour can be at most {size}' }),
      values: { size: sizeText(MAX_VIRTUAL_TOUR_BYTES) },
    },
  ],
]);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A limit message naming a file, read back by a pattern made from the message itself. */
const byName = (make: (name: string) => string, message: MessageDescriptor) => {
  const [before = '', after = ''] = make('\u0000').split('\u0000');
  return { pattern: new RegExp(`^${escapeRe(before)}(?<name>.*)${escapeRe(after)}$`), message };
};
const NAMED = [
  byName(
    LIMIT_MSG.imageTooLarge,
    msg({ message: '"{name}" is larger than {size}: each image can be at most {size}' }),
  ),
  byName(
    LIMIT_MSG.notAnImage,
    msg({ message: '"{name}" is not an image: choose JPEG, PNG, WebP, AVIF or GIF files' }),
  ),
];

/** A text the listing form shows, in the page's language (English pages: as it came). */
export function sayFormText(i18n: TSays, text: string): string;
export function sayFormText(i18n: TSays, text: string | null | undefined): string | undefined;
export function sayFormText(i18n: TSays, text: string | null | undefined): string | undefined {
  if (text == null || text === '' || i18n.locale === 'en') return text ?? undefined;
  const known = EXACT.get(text);
  if (known) return i18n._(known.message, known.values);
  for (const { pattern, message } of NAMED) {
    const found = pattern.exec(text);
    if (found) return i18n._(message, { name: found.groups?.name, size: sizeText(MAX_IMAGE_BYTES) });
  }
  return sayKnown(i18n, text);
}

/** `sayFormText` with the page's translator. */
export function useSayFormText() {
  const { i18n } = useLingui();
  return useMemo(
    () =>
      ((text: string | null | undefined) => sayFormText(i18n, text)) as {
        (text: string): string;
        (text: string | null | undefined): string | undefined;
      },
    [i18n],
  );
}

/** The English texts said from this part's catalog (for the tests). */
export const KNOWN_FORM_TEXTS = [...EXACT.keys()];
