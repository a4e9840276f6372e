import { HydrateWhenNear } from '../../../components/hydrate-when-near/hydrate-when-near';
import { useLingui } from '@lingui/react/macro';
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
