import { PageSpinner } from '../ui/loading-veil';

/** Shown while a lazily loaded page's code (or the session) arrives; reserves the space so nothing jumps. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return <PageSpinner label={label} />;
}
