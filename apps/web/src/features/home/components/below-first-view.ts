// The home's sections below its first view, one chunk loaded as they near the screen
// (pages/home-page.tsx, which keeps their styles with the page).
export { OwnerSection } from './owner-section';
export { PromoSections } from './promo-sections';
export { TestimonialsSection } from './testimonials-section';
