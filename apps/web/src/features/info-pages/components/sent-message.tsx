import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './sent-message.module.css';

/** The success state of an inline form: what happens next and a way to send another. */
export function SentMessage({
  title,
  message,
  againLabel,
  onAgain,
}: {
  title: string;
  message: string;
  againLabel: string;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone; move focus to the outcome so keyboard and screen-reader users hear it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.sent}>
      <CircleCheck size={56} strokeWidth={1.5} aria-hidden="true" className={styles.icon} />
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      <Button onClick={onAgain}>{againLabel}</Button>
    </div>
  );
}
