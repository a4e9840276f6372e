import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Static sample testimonials (spec §2, §3 'Testimonial'): name, role, rating 1-5, content, image.
 * The role and the words are messages, said in the page's language.
 */
export type TTestimonial = {
  name: string;
  role: MessageDescriptor;
  rating: number;
  content: MessageDescriptor;
  image?: string;
};

export const TESTIMONIALS: readonly TTestimonial[] = [
  {
    name: 'Priya Kulkarni',
    role: msg`Software engineer, bought a 2 BHK in Baner, Pune`,
    rating: 5,
    content: msg`We shortlisted three flats in one weekend. The prices on the listings matched what the agents quoted on the phone, which almost never happens.`,
  },
  {
    name: 'Rajesh Iyer',
    role: msg`Retired bank manager, Chennai`,
    rating: 5,
    content: msg`After thirty years of renting, buying our own home felt daunting. The EMI calculator and a patient agent made the numbers clear before we signed anything.`,
  },
  {
    name: 'Dr. Ayesha Khan',
    role: msg`Resident doctor, rented in Parel, Mumbai`,
    rating: 5,
    content: msg`I needed a furnished 1 BHK near the hospital within a week. The map view showed me what was available within walking distance, and I moved in on the fifth day.`,
  },
  {
    name: 'Harpreet and Simran Gill',
    role: msg`Café owners, leased a shop in Gurgaon`,
    rating: 4,
    content: msg`Commercial listings usually hide the rent. Here it was on the card, along with the carpet area, so we only visited places we could actually afford.`,
  },
  {
    name: 'Sandeep Patil',
    role: msg`Grape farmer, bought a plot near Gangapur Road, Nashik`,
    rating: 5,
    content: msg`The approvals and the NA order were listed up front. My lawyer checked them in a day, and the registration went through without surprises.`,
  },
];

/** Initials for the avatar when a testimonial has no photo. */
export function initials(name: string): string {
  const words = name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && w !== 'and');
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** The next and previous slide, wrapping at both ends. */
export function nextSlide(index: number, count: number): number {
  return count ? (index + 1) % count : 0;
}
export function previousSlide(index: number, count: number): number {
  return count ? (index - 1 + count) % count : 0;
}
