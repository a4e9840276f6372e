import ExternalLink from 'lucide-react/icons/external-link';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { TDeveloper } from '@nivaas/shared/developer';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { websiteLabel } from '../lib/developer-display';
import { useLingui } from '@lingui/react/macro';
import styles from './developer-sections.module.css';

const SOCIAL: { key: keyof TDeveloper['socialMedia']; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
];

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Contact information and social links (admin spec §2.9); what is missing is said, not hidden. */
export function DeveloperContact({ developer }: { developer: TDeveloper }) {
  const { t } = useLingui();
  const email = developer.contact.email?.trim();
  const phone = developer.contact.phone?.trim();
  const website = developer.website?.trim();
  const social = SOCIAL.flatMap((s) => {
    const url = developer.socialMedia[s.key]?.trim();
    return url ? [{ ...s, url }] : [];
  });
  const rows = [
    { key: 'email', Icon: Mail, label: t`Email`, value: email, href: `mailto:${email}` },
    {
      key: 'phone',
      Icon: Phone,
      label: t`Phone`,
      value: phone,
      href: `tel:${phone?.replace(/[^\d+]/g, '')}`,
    },
    {
      key: 'website',
      Icon: Globe,
      label: t`Website`,
      value: website && websiteLabel(website),
      href: website,
    },
  ];

  return (
    <div className={styles.contact}>
      <div>
        <h3 className={styles.subheading}>{t`Contact information`}</h3>
        <ul aria-label={t`Contact information`} className={styles.plainList}>
          {rows.map(({ key, Icon, label, value, href }) => (
            <li key={key} className={styles.contactRow}>
              <Icon size={20} className={styles.contactIcon} />
              <span className={styles.contactText}>
                <span className={styles.contactLabel}>{label}</span>
                {value ? (
                  <a href={href} className={styles.link} {...(key === 'website' ? NEW_TAB : {})}>
                    {value}
                    {key === 'website' && <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>}
                  </a>
                ) : (
                  <span className={styles.mutedText}>{t`Not provided`}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className={styles.subheading}>{t`Social media`}</h3>
        {social.length ? (
          <ul aria-label={t`Social media`} className={styles.plainList}>
            {social.map((s) => (
              <li key={s.key}>
                <a href={s.url} className={`${styles.link} ${styles.socialLink}`} {...NEW_TAB}>
                  {s.label}
                  <ExternalLink size={16} />
                  <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <Muted />
        )}
      </div>
    </div>
  );
}

function Muted() {
  const { t } = useLingui();
  return <p className={styles.muted}>{t`No social media links have been added.`}</p>;
}
