import type { ReactNode } from 'react';
import layout from './layout.module.css';

/** Text for screen readers only ('(active)', ' view'). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={layout.srOnly}>
      {children}
    </span>
  );
}
