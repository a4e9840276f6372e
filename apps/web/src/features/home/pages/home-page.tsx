import { usePageTitle } from '../../../lib/use-page-title';
import { FeaturedSection } from '../components/featured-section';
import { HeroSection } from '../components/hero-section';
import { OwnerSection } from '../components/owner-section';
import { PromoSections } from '../components/promo-sections';
import { TestimonialsSection } from '../components/testimonials-section';

/** Home (spec §2 'Home page'). The site header lies over the hero's banner here. */
export default function HomePage() {
  usePageTitle(
    'Buy, rent and sell homes in India',
    'Flats, houses, plots and offices for sale and rent across India, with honest prices in rupees and verified agents.',
  );
  return (
    <>
      <HeroSection />
      <FeaturedSection />
      <PromoSections />
      <OwnerSection />
      <TestimonialsSection />
    </>
  );
}
