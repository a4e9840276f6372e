import { Fragment, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { TSays } from './says';

/**
 * A message with elements inside it (a link, a bold word), where each language puts them in its own
 * place: 'Ask for a new link from {link}.' against '{link} से नया लिंक माँगें।'. The runtime says
 * text only (it has no `<Trans>`), so the elements go in as markers (private-use characters no text has) and the text is cut around them.
 */
export function richText(
  i18n: TSays,
  message: MessageDescriptor,
  elements: Record<string, ReactNode>,
): ReactNode {
  const names = Object.keys(elements);
  const markers = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const text = i18n._(message, { ...message.values, ...markers });
  return text.split(/(\uE000\d+\uE001)/).map((part, i) => {
    const index = /^\uE000(\d+)\uE001$/.exec(part)?.[1];
    const name = index === undefined ? undefined : names[Number(index)];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
    return <Fragment key={i}>{name === undefined ? part : elements[name]}</Fragment>;
  });
}
