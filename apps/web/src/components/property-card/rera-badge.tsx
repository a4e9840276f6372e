import { useLingui } from '@lingui/react/macro';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Badge } from '../ui/badge';
import { VisuallyHidden } from '../ui/visually-hidden';
import styles from './rera-badge.module.css';

/** A listing's card says it has a RERA registration number (the detail page shows it). */
export function ReraBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <span className={[styles.rera, className].filter(Boolean).join(' ')} data-testid="rera-badge">
      <Badge tone="success" isSolid icon={<ShieldCheck size={14} aria-hidden />}>
        {t`RERA`}
        <VisuallyHidden> {t`registered`}</VisuallyHidden>
      </Badge>
    </span>
  );
}
