import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Building2 from 'lucide-react/icons/building-2';
import KeyRound from 'lucide-react/icons/key-round';
import LandPlot from 'lucide-react/icons/land-plot';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import type { LucideIcon } from 'lucide-react';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import styles from './promo-sections.module.css';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

type TPromo = {
  title: MessageDescriptor;
  text: MessageDescriptor;
  action: MessageDescriptor;
  to: string;
  icon: LucideIcon;
};

/** The three promo sections of spec §2, with the links it names. */
const PROMOS: TPromo[] = [
  {
    title: msg`BUY A HOME`,
    text: msg`Flats, villas and independent houses for sale, with the full price up front and RERA details where the project has them.`,
    action: msg`Browse homes for sale`,
    to: `${paths.properties}?propertyType=BUY`,
    icon: Building2,
  },
  {
    title: msg`RENT A HOME`,
    text: msg`Furnished and unfurnished homes to rent, with the monthly rent shown plainly and owners and agents you can contact directly.`,
    action: msg`Browse homes for rent`,
    to: `${paths.properties}?propertyType=RENT`,
    icon: KeyRound,
  },
  {
    title: msg`BUY PLOTS/LAND`,
    text: msg`Residential and NA plots with area, approvals and location on the map, so you can shortlist before you visit.`,
    action: msg`Browse plots and land`,
    to: `${paths.properties}?propertyType=Land`,
    icon: LandPlot,
  },
];

export function PromoSections() {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  return (
    <section aria-label={t`Buy, rent or invest`} className={`${layout.section} ${styles.band}`}>
      <div className={layout.container}>
        <div className={styles.grid}>
          {PROMOS.map((promo) => (
            <div key={promo.to} className={styles.card}>
              <div aria-hidden className={styles.iconTile}>
                <promo.icon size="1em" />
              </div>
              <h2 className={`${layout.h3} ${styles.title}`}>{i18n._(promo.title)}</h2>
              <p className={`${layout.muted} ${styles.text}`}>{i18n._(promo.text)}</p>
              <RouterLink
                to={localized(promo.to)}
                className={buttonClass({ variant: 'secondary', className: styles.action })}
              >
                {i18n._(promo.action)}
                <ArrowRight size={20} className={styles.endIcon} />
              </RouterLink>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
