import { HydrateWhenNear } from '../../../components/hydrate-when-near/hydrate-when-near';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { FeaturedSection } from '../components/featured-section';
import { HeroSection } from '../components/hero-section';
import { OwnerSection } from '../components/owner-section';
import { PromoSections } from '../components/promo-sections';
import { TestimonialsSection } from '../components/testimonials-section';
import { HOME_DESCRIPTION, HOME_TITLE } from '../lib/home-meta';

/** Home (spec §2 'Home page'). The site header lies over the hero's banner here. */
export default function HomePage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(HOME_TITLE), i18n._(HOME_DESCRIPTION));
  return (
    <>
      <HeroSection />
      <FeaturedSection />
      <Suspense fallback={null}>
        <BelowFirstView />
      </Suspense>
    </>
  );
}

/**
 * The sections below the first view. Their Hindi is a catalog part of its own, not in the Hindi
 * home's first download: the server draws them with the page; the browser hydrates them once the
 * part has arrived (it keeps the server's HTML until then), or draws them then on a page it draws.
 */
function BelowFirstView() {
  useCatalogPart('home-below');
  return (
    <>
      {/* Below the fold on every screen: brought to life as they near it. */}
      <HydrateWhenNear>
        <PromoSections />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <OwnerSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <TestimonialsSection />
      </HydrateWhenNear>
    </>
  );
}
