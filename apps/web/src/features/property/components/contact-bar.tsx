import { useLingui } from '@lingui/react/macro';
import type { TProperty } from '@nivaas/shared/property';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import type { FocusEventHandler, PointerEventHandler } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import { defaultContactMessage, telLink, whatsAppLink } from '../lib/contact';
import { useDetailWords } from '../lib/detail-words';
import styles from './contact-bar.module.css';

const WHATSAPP = 'WhatsApp';

/** A rent's unit at the end of a price, in either language ('₹ 18,000 /mo', '₹ 18,000 /माह'). */
const RENT_UNIT = / (\/mo|\/माह)$/;

/**
 * The phone's contact bar (below 1024 px): the price, Call and WhatsApp straight to the agent's
 * number, and Enquire, which opens the contact dialog. Call and WhatsApp are left out when the
 * agent has no usable number. The page keeps room for it at its bottom (see the style sheet).
 */
export function ContactBar({
  property,
  title,
  onEnquire,
  buttonProps,
}: {
  property: TProperty;
  title: string;
  onEnquire: () => void;
  /** Handlers for the Enquire button (they start loading the dialog). */
  buttonProps?: { onPointerEnter?: PointerEventHandler; onFocus?: FocusEventHandler };
}) {
  const { t } = useLingui();
  const w = useDetailWords();
  const phone = property.agent?.mobile || property.agent?.phone;
  const call = telLink(phone);
  const whatsApp = whatsAppLink(phone, defaultContactMessage(title));
  const price = property.price > 0 ? w.price(property.price, property.status) : w.price(null);
  const unit = RENT_UNIT.exec(price)?.[1];
  return (
    <section aria-label={t`Contact the agent`} className={styles.bar} data-testid="contact-bar">
      <p className={styles.price}>
        {/* A long rent ('₹ 1.50 Lac /mo') puts '/mo' on a second line rather than cutting the amount. */}
        <span className={styles.amount}>{price.replace(RENT_UNIT, '')}</span>
        {unit && <span className={styles.unit}> {unit}</span>}
      </p>
      <div className={styles.actions}>
        {call && (
          <a href={call} className={styles.quick}>
            <Phone size={20} aria-hidden="true" />
            <span>{t`Call`}</span>
          </a>
        )}
        {whatsApp && (
          <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={styles.quick}>
            <MessageCircle size={20} aria-hidden="true" />
            {/* A brand: the same in every language. */}
            <span>{WHATSAPP}</span>
          </a>
        )}
        <button
          type="button"
          onClick={onEnquire}
          className={buttonClass({ variant: 'primary', className: styles.enquire })}
          {...buttonProps}
        >
          {t`Enquire`}
        </button>
      </div>
    </section>
  );
}
