import { HydrateWhenNear } from '../../../components/hydrate-when-near/hydrate-when-near';
import { lazyPart } from '../../../components/lazy-part/lazy-part';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { FeaturedSection } from '../components/featured-section';
import { HeroSection } from '../components/hero-section';
import { HOME_DESCRIPTION, HOME_TITLE } from '../lib/home-meta';
import ownerStyles from '../components/owner-section.module.css';
import promoStyles from '../components/promo-sections.module.css';
import testimonialsStyles from '../components/testimonials-section.module.css';

// The sections below the first view: one chunk, fetched as the first of them nears the screen.
const belowFirstView = () => import('../components/below-first-view');
const PromoSections = lazyPart(() => belowFirstView().then((m) => m.PromoSections));
const OwnerSection = lazyPart(() => belowFirstView().then((m) => m.OwnerSection));
const TestimonialsSection = lazyPart(() => belowFirstView().then((m) => m.TestimonialsSection));

/**
 * Their styles come with the page: the server's HTML of them is styled before their code arrives.
 * (Exported so the bundler keeps them in the page's chunk, not the sections'.)
 */
export const BELOW_FIRST_VIEW_STYLES = [promoStyles, ownerStyles, testimonialsStyles];

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
      {/* Below the fold on every screen: their code fetched and brought to life as they near it. */}
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
