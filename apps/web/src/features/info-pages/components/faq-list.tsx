import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ReactNode, useId, useState } from 'react';
import styles from './faq-list.module.css';

export type TFaq = { question: string; answer: ReactNode };
/** A question and its answer as catalog messages, said in the page's language. */
export type TFaqText = { question: MessageDescriptor; answer: MessageDescriptor };

/**
 * Questions as an accordion (the APG pattern: a heading holding a button that shows or hides its
 * answer); several may be open at once. All start closed, on the server and in the browser.
 */
export function FaqList({ items: given }: { items: readonly (TFaq | TFaqText)[] }) {
  const { i18n } = useLingui();
  const items: TFaq[] = given.map((item) =>
    typeof item.question === 'string'
      ? (item as TFaq)
      : { question: i18n._(item.question), answer: i18n._((item as TFaqText).answer) },
  );
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const isOpen = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className={styles.question}
              >
                <span>{item.question}</span>
                <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className={styles.answer}>
              {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
