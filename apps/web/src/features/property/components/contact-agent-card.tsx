import { useLingui } from '@lingui/react/macro';
import type { TProperty } from '@nivaas/shared/property';
import { type FocusEventHandler, type PointerEventHandler, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import { FALLBACK_TEXT } from '../lib/property-display';
import styles from './detail-cards.module.css';
import { DetailIcon } from './detail-icon';

/** The agent's photo, or their initial when there is none or it fails to load (as MUI's Avatar). */
function AgentAvatar({ src, name }: { src: string | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = !!src && failedSrc !== src;
  return (
    <span className={styles.avatar}>
      {showPhoto ? (
        <img
          src={src}
          alt=""
          width={56}
          height={56}
          // Never before the main photo: on a phone the card is below it, and an eager image would be
          // preloaded from the page's HTML beside the photo.
          loading="lazy"
          decoding="async"
          className={styles.avatarImage}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}

/** The listing's agent and the button that opens the contact dialog. */
export function ContactAgentCard({
  property,
  onContact,
  buttonProps,
}: {
  property: TProperty;
  onContact: () => void;
  /** Handlers for the Contact Agent button (they start loading its dialog). */
  buttonProps?: { onPointerEnter?: PointerEventHandler; onFocus?: FocusEventHandler };
}) {
  const { t, i18n } = useLingui();
  const agent = property.agent;
  const name = agent?.name?.trim() || i18n._(FALLBACK_TEXT.seller);
  const avatar = agent?.avatar || agent?.photo || undefined;
  return (
    <section aria-labelledby="contact-agent-title" className={styles.card}>
      <h2 id="contact-agent-title" className={styles.cardTitle}>
        {t`Contact agent`}
      </h2>
      <div className={styles.agent}>
        <AgentAvatar src={avatar} name={name} />
        <div className={styles.agentText}>
          <p className={styles.agentName}>
            <span className={styles.ellipsis}>{name}</span>
            {agent?.isVerified && (
              <DetailIcon name="verified" size={20} title={t`Verified agent`} className={styles.primary} />
            )}
          </p>
          {agent?.company && (
            <p className={`${styles.small} ${styles.muted} ${styles.ellipsis}`}>{agent.company}</p>
          )}
          {agent?.isVerified && <span className={styles.verified}>{t`Verified agent`}</span>}
          {agent?.licenseNumber && (
            <p className={`${styles.small} ${styles.muted} ${styles.ellipsis}`}>
              {t`RERA licence ${agent.licenseNumber}`}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={onContact}
        className={buttonClass({ variant: 'primary', size: 'lg', className: styles.contact })}
        {...buttonProps}
      >
        {t`Contact Agent`}
      </button>
      <p className={styles.note}>{t`By email, WhatsApp or phone. Your details go only to this agent.`}</p>
    </section>
  );
}
