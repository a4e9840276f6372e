import { useLingui } from '@lingui/react/macro';
import ExternalLink from 'lucide-react/icons/external-link';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { TPropertyRera } from '@nivaas/shared/rera';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useDetailWords } from '../lib/detail-words';
import cards from './detail-cards.module.css';
import styles from './rera-section.module.css';

/**
 * The listing's RERA registration: the number, the authority that issued it, and a link (and a QR
 * code of it, drawn by the server) to the authority's public project search, where a buyer can
 * look the number up. Says so when Nivaas has checked the number against the register.
 */
export function ReraSection({ rera }: { rera: TPropertyRera | null | undefined }) {
  const { t } = useLingui();
  const w = useDetailWords();
  if (!rera) return null;
  const { authority } = rera;
  const checkedOn = rera.checkedAt ? w.date(rera.checkedAt) : null;
  const shortName = authority?.shortName ?? '';
  return (
    <section
      aria-labelledby="rera-title"
      className={`${cards.card} ${styles.rera}`}
      data-testid="rera-section"
    >
      <h2 id="rera-title" className={cards.cardTitle}>
        {t`RERA registration`}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Registration number`}</dt>
          <dd className={styles.number}>{rera.number}</dd>
        </div>
        {authority && (
          <div>
            <dt>{t`Authority`}</dt>
            <dd>
              {authority.name} ({authority.shortName})
            </dd>
          </div>
        )}
      </dl>
      {checkedOn && (
        <p className={styles.checked}>
          <ShieldCheck size={20} aria-hidden />
          {t`RERA number checked by Nivaas on ${checkedOn}`}
        </p>
      )}
      {authority && (
        <div className={styles.lookup}>
          <p className={cards.small}>
            <a href={authority.searchUrl} target="_blank" rel="noopener noreferrer" className={cards.link}>
              {t`Look it up on the ${shortName} website`}
              <ExternalLink size={16} aria-hidden className={styles.external} />
              <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
            </a>
          </p>
          {rera.qrSvg && (
            <figure className={styles.qr}>
              <div
                role="img"
                aria-label={t`QR code of the ${shortName} project search page`}
                className={styles.qrImage}
                // The server draws this SVG from the authority's fixed address (never from user input).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's drawing
                dangerouslySetInnerHTML={{ __html: rera.qrSvg }}
              />
              <figcaption
                className={`${cards.small} ${cards.muted}`}
              >{t`Scan to open it on a phone`}</figcaption>
            </figure>
          )}
        </div>
      )}
    </section>
  );
}
