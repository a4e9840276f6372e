import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useCatalogPart } from '../../lib/i18n/i18n';
import layout from '../ui/layout.module.css';
import { BrandLogo } from './brand-logo';
import type footerStyles from './site-footer.module.css';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';

/** The city as the listing's filter spells it, and its name as the page's language writes it. */
const POPULAR_CITIES: { city: string; name: MessageDescriptor }[] = [
  { city: 'Nashik', name: msg`Nashik` },
  { city: 'Mumbai', name: msg`Mumbai` },
  { city: 'Bengaluru', name: msg`Bengaluru` },
  { city: 'Pune', name: msg`Pune` },
  { city: 'Delhi', name: msg`Delhi` },
  { city: 'Noida', name: msg`Noida` },
  { city: 'Gurgaon', name: msg`Gurgaon` },
  { city: 'Hyderabad', name: msg`Hyderabad` },
  { city: 'Chennai', name: msg`Chennai` },
  { city: 'Kolkata', name: msg`Kolkata` },
];

type TFooterLink = { label: MessageDescriptor; to: string; external?: boolean };
const COLUMNS: { title: MessageDescriptor; links: TFooterLink[] }[] = [
  {
    title: msg`Services`,
    links: [
      { label: msg`Home loan EMI calculator`, to: paths.emiCalculator },
      { label: msg`Interior design`, to: paths.interiorDesign },
      { label: msg`Lawyer consultancy`, to: paths.lawyer },
      { label: msg`Packers and movers`, to: paths.movers },
      { label: msg`Builders directory`, to: paths.developers },
    ],
  },
  {
    title: msg`Resources`,
    links: [
      { label: msg`Help Center`, to: paths.help },
      { label: msg`Trust and Safety`, to: paths.trust },
      { label: msg`How We Work`, to: paths.howWeWork },
      { label: msg`Privacy Policy`, to: paths.privacy },
      { label: msg`Terms and Conditions`, to: paths.terms },
    ],
  },
  {
    title: msg`About`,
    links: [
      { label: msg`About Nivaas`, to: paths.about },
      { label: msg`Careers`, to: paths.career },
      { label: msg`Contact us`, to: paths.contact },
    ],
  },
  {
    title: msg`Partners`,
    links: [
      { label: msg`RERA Maharashtra`, to: 'https://maharera.maharashtra.gov.in', external: true },
      { label: msg`National Housing Bank`, to: 'https://nhb.org.in', external: true },
      { label: msg`PMAY (Urban)`, to: 'https://pmaymis.gov.in', external: true },
    ],
  },
];

/** Brand names, written as the brands write them in either language. */
const SOCIAL = [
  { label: 'Facebook', to: 'https://www.facebook.com/' },
  { label: 'Instagram', to: 'https://www.instagram.com/' },
  { label: 'LinkedIn', to: 'https://www.linkedin.com/' },
  { label: 'YouTube', to: 'https://www.youtube.com/' },
];

/** The footer on every page, the admin area's too (admin spec §2 and §2.14). */
export type TSiteFooterProps = {
  /** The footer's class names (site-footer.module.css), whose styles come with the page. */
  styles: typeof footerStyles;
};

export function SiteFooter({ styles }: TSiteFooterProps) {
  // Here with the footer's code (loadSiteFooter); waited for when the language changes later.
  useCatalogPart('footer');
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={layout.container}>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <BrandLogo inverted />
            <p className={styles.intro}>
              {t`Homes, plots and offices across India, with honest prices in rupees and agents you can verify.`}
            </p>
            <h2 className={`${styles.heading} ${styles.citiesHeading}`}>{t`Popular cities`}</h2>
            <div className={styles.cities}>
              {POPULAR_CITIES.map(({ city, name }) => (
                <RouterLink
                  key={city}
                  to={localized(`${paths.properties}?city=${encodeURIComponent(city)}`)}
                  className={styles.link}
                >
                  {i18n._(name)}
                </RouterLink>
              ))}
            </div>
          </div>
          {COLUMNS.map((col) => (
            <div key={col.title.id} className={styles.column}>
              <h2 className={styles.heading}>{i18n._(col.title)}</h2>
              <ul className={styles.list}>
                {col.links.map((l) => (
                  <li key={l.to}>
                    {l.external ? (
                      <a href={l.to} target="_blank" rel="noopener noreferrer" className={styles.link}>
                        {i18n._(l.label)}
                      </a>
                    ) : (
                      <RouterLink to={localized(l.to)} className={styles.link}>
                        {i18n._(l.label)}
                      </RouterLink>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {t`© ${year} Nivaas Realty Private Limited. All rights reserved.`}
          </p>
          <nav aria-label={t`Social`} className={styles.social}>
            {SOCIAL.map((s) => (
              <a key={s.label} href={s.to} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {s.label}
              </a>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
