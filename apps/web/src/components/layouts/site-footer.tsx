import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import layout from '../ui/layout.module.css';
import { BrandLogo } from './brand-logo';
import type footerStyles from './site-footer.module.css';

const POPULAR_CITIES = [
  'Nashik',
  'Mumbai',
  'Bengaluru',
  'Pune',
  'Delhi',
  'Noida',
  'Gurgaon',
  'Hyderabad',
  'Chennai',
  'Kolkata',
];

const COLUMNS: { title: string; links: { label: string; to: string; external?: boolean }[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Home loan EMI calculator', to: paths.emiCalculator },
      { label: 'Interior design', to: paths.interiorDesign },
      { label: 'Lawyer consultancy', to: paths.lawyer },
      { label: 'Packers and movers', to: paths.movers },
      { label: 'Builders directory', to: paths.developers },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help Center', to: paths.help },
      { label: 'Trust and Safety', to: paths.trust },
      { label: 'How We Work', to: paths.howWeWork },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms and Conditions', to: paths.terms },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Nivaas', to: paths.about },
      { label: 'Careers', to: paths.career },
      { label: 'Contact us', to: paths.contact },
    ],
  },
  {
    title: 'Partners',
    links: [
      { label: 'RERA Maharashtra', to: 'https://maharera.maharashtra.gov.in', external: true },
      { label: 'National Housing Bank', to: 'https://nhb.org.in', external: true },
      { label: 'PMAY (Urban)', to: 'https://pmaymis.gov.in', external: true },
    ],
  },
];

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
  return (
    <footer className={styles.footer}>
      <div className={layout.container}>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <BrandLogo inverted />
            <p className={styles.intro}>
              Homes, plots and offices across India, with honest prices in rupees and agents you can verify.
            </p>
            <h2 className={`${styles.heading} ${styles.citiesHeading}`}>Popular cities</h2>
            <div className={styles.cities}>
              {POPULAR_CITIES.map((city) => (
                <RouterLink
                  key={city}
                  to={`${paths.properties}?city=${encodeURIComponent(city)}`}
                  className={styles.link}
                >
                  {city}
                </RouterLink>
              ))}
            </div>
          </div>
          {COLUMNS.map((col) => (
            <div key={col.title} className={styles.column}>
              <h2 className={styles.heading}>{col.title}</h2>
              <ul className={styles.list}>
                {col.links.map((l) => (
                  <li key={l.label}>
                    {l.external ? (
                      <a href={l.to} target="_blank" rel="noopener noreferrer" className={styles.link}>
                        {l.label}
                      </a>
                    ) : (
                      <RouterLink to={l.to} className={styles.link}>
                        {l.label}
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
            © {new Date().getFullYear()} Nivaas Realty Private Limited. All rights reserved.
          </p>
          <nav aria-label="Social" className={styles.social}>
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
