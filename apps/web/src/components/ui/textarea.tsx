import { type ComponentProps, forwardRef } from 'react';
import { useFieldControl } from './field-context';
import styles from './input.module.css';

/** A multi-line text input (4 rows by default, grows by dragging); labelled by its Field. */
export const Textarea = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'>>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  const control = useFieldControl(props);
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
      {...control}
    />
  );
});
