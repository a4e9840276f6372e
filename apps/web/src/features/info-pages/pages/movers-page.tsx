import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import { formatInr } from '@nivaas/shared/format-price';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import layout from '../../../components/ui/layout.module.css';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { CardGrid, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { LazyNoticeDialog, useNoticeOnLoad } from '../components/lazy-notice-dialog';
import { MoversRequestForm, PLAN_LABELS, type TMoversPlan } from '../components/movers-request-form';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

const PLANS: {
  id: TMoversPlan;
  price: number;
  isBestValue?: boolean;
  for: MessageDescriptor;
  includes: MessageDescriptor[];
}[] = [
  {
    id: 'basic',
    price: 5_000,
    for: msg`1 RK or 1 BHK, within the city`,
    includes: [
      msg`Loading, transport and unloading`,
      msg`Standard packing material`,
      msg`One truck with driver and two helpers`,
    ],
  },
  {
    id: 'standard',
    price: 10_000,
    isBestValue: true,
    for: msg`2 BHK, within the city`,
    includes: [
      msg`Everything in Basic`,
      msg`Bubble wrap and cartons for kitchen and fragile items`,
      msg`Dismantling and refitting of beds and wardrobes`,
      msg`Transit insurance up to ₹ 2 lakh`,
    ],
  },
  {
    id: 'premium',
    price: 18_000,
    for: msg`3 BHK or larger, within the city`,
    includes: [
      msg`Everything in Standard`,
      msg`Unpacking and arranging at the new home`,
      msg`TV, AC and washing machine uninstall and reinstall`,
      msg`Transit insurance up to ₹ 5 lakh`,
    ],
  },
];

/** /packers-and-movers (admin §2.13): 'coming soon' on open, three plans, and the movers request form. */
export default function MoversPage() {
  useCatalogPart('services');
  useInfoPageTitle('/packers-and-movers');
  const { t, i18n } = useLingui();
  const notice = useNoticeOnLoad();
  const [plan, setPlan] = useState<TMoversPlan | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const choose = (id: TMoversPlan) => {
    setPlan(id);
    const section = formRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <InfoPageHero
        crumb={t`Packers and Movers`}
        title={t`Move home without the haggling`}
        subtitle={t`Verified movers, fixed prices agreed before the truck arrives, and insurance on the way. No surprise charges for stairs or packing.`}
      />

      <InfoSection
        title={t`Plans`}
        intro={t`Prices include GST for moves within one city. Moving to another city? Ask for a quote below.`}
      >
        <CardGrid columns={3}>
          {PLANS.map((p) => {
            const name = i18n._(PLAN_LABELS[p.id]);
            return (
              <Card
                key={p.id}
                as="article"
                look="outlined"
                padding="lg"
                aria-labelledby={`plan-${p.id}`}
                className={[styles.plan, p.isBestValue && styles.bestValue].filter(Boolean).join(' ')}
              >
                <div className={styles.planHeader}>
                  <h3 id={`plan-${p.id}`} className={styles.planName}>
                    {name}
                  </h3>
                  {p.isBestValue && <span className={styles.bestValueBadge}>{t`Best value`}</span>}
                </div>
                <p className={`${layout.price} ${styles.planPrice}`}>{formatInr(p.price)}</p>
                <p className={styles.planFor}>{i18n._(p.for)}</p>
                <ul className={styles.planIncludes}>
                  {p.includes
                    .map((item) => i18n._(item))
                    .map((item) => (
                      <li key={item}>
                        <Check size={18} aria-hidden="true" className={styles.planCheck} />
                        {item}
                      </li>
                    ))}
                </ul>
                <Button
                  variant={p.isBestValue ? 'primary' : 'secondary'}
                  fullWidth
                  onClick={() => choose(p.id)}
                >
                  {t`Choose ${name}`}
                </Button>
              </Card>
            );
          })}
        </CardGrid>
      </InfoSection>

      <InfoSection title={t`How it works`} tinted>
        <StepList
          steps={[
            { title: t`Tell us about the move`, text: t`Cities, date, home size and the plan you like.` },
            {
              title: t`Get a fixed quote`,
              text: t`A verified mover surveys by video call and confirms the price in writing.`,
            },
            {
              title: t`Move day`,
              text: t`Packing, loading and delivery as agreed. Pay the mover only after delivery.`,
            },
          ]}
        />
      </InfoSection>

      <div ref={formRef} className={styles.scrollTarget}>
        <InfoSection title={t`Request a move`} intro={t`We will confirm by phone and email within 24 hours.`}>
          <Card look="outlined" className={styles.formCard}>
            <MoversRequestForm plan={plan} />
          </Card>
        </InfoSection>
      </div>

      <LazyNoticeDialog
        isWanted={notice.isWanted}
        open={notice.isOpen}
        onClose={notice.close}
        title={t`Packers and Movers is coming soon`}
      >
        <p>
          {t`We are signing up verified movers city by city. Leave your moving details on this page and we will send you quotes as soon as the service opens in your city.`}
        </p>
      </LazyNoticeDialog>
    </>
  );
}
