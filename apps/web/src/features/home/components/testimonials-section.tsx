import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Star from 'lucide-react/icons/star';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Quote from 'lucide-react/icons/quote';
import { TESTIMONIAL_INTERVAL_MS } from '@nivaas/shared/constants';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClass, iconButtonClass } from '../../../components/ui/button-class';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import { useMediaQuery } from '../../../lib/use-media-query';
import { initials, nextSlide, previousSlide, TESTIMONIALS, type TTestimonial } from '../lib/testimonials';
import styles from './testimonials-section.module.css';

const STATS = [
  { value: '500+', label: msg`Five-star reviews` },
  { value: '98%', label: msg`Satisfaction` },
  { value: '10K+', label: msg`Happy clients` },
  { value: '24/7', label: msg`Support` },
];

/**
 * Five sample testimonials advancing every 5 s (spec §2, §9), with previous/next and dots. It
 * stops while the pointer or focus is on it, and never moves by itself for reduced motion.
 */
const count = TESTIMONIALS.length;

export function TestimonialsSection() {
  const { t, i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const isRotating = !isPaused && !prefersReducedMotion;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count)), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isRotating]);

  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  if (!current) return null;
  const slide = index + 1;
  const rating = current.rating;

  return (
    <section aria-labelledby="testimonials-heading" className={`${layout.section} ${styles.band}`}>
      <div className={layout.container}>
        <h2 id="testimonials-heading" className={`${layout.h2} ${styles.heading}`}>
          {t`What our customers say`}
        </h2>
        <p className={`${layout.muted} ${styles.lead}`}>
          {t`Buyers, tenants and owners who found their place through Nivaas.`}
        </p>

        {/* A named <section> is the carousel's region landmark. */}
        <section
          aria-roledescription="carousel"
          aria-label={t`Testimonials`}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          className={styles.carousel}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a group, not a form fieldset. */}
          <div
            aria-roledescription="slide"
            role="group"
            aria-label={t`${slide} of ${count}`}
            className={styles.slide}
          >
            <Quote size={40} className={styles.quote} />
            <div aria-live={isRotating ? 'off' : 'polite'}>
              <div className={styles.stars} role="img" aria-label={t`Rated ${rating} out of 5`}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} size={20} fill={n <= current.rating ? 'currentColor' : 'none'} />
                ))}
              </div>
              <blockquote className={styles.content}>{i18n._(current.content)}</blockquote>
              <div className={styles.author}>
                <Avatar testimonial={current} />
                <div>
                  <p className={styles.name}>{current.name}</p>
                  <p className={`${layout.muted} ${styles.role}`}>{i18n._(current.role)}</p>
                </div>
              </div>
            </div>
          </div>

          <div className={styles.controls}>
            <button
              type="button"
              aria-label={t`Previous testimonial`}
              onClick={() => setIndex((i) => previousSlide(i, count))}
              className={iconButtonClass({ className: styles.arrow })}
            >
              <ChevronLeft size={24} />
            </button>
            {TESTIMONIALS.map((item, i) => (
              <button
                key={item.name}
                type="button"
                aria-label={t`Show testimonial ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              />
            ))}
            <button
              type="button"
              aria-label={t`Next testimonial`}
              onClick={() => setIndex((i) => nextSlide(i, count))}
              className={iconButtonClass({ className: styles.arrow })}
            >
              <ChevronRight size={24} />
            </button>
          </div>
        </section>

        <dl className={styles.stats}>
          {STATS.map((s) => (
            <div key={s.value} className={styles.stat}>
              <dt className={layout.muted}>{i18n._(s.label)}</dt>
              <dd className={styles.statValue}>{s.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.review}>
          <RouterLink to={paths.contact} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t`Write a Review`}
          </RouterLink>
        </div>
      </div>
    </section>
  );
}

/** The photo, or the initials when there is none or it fails to load (as MUI's Avatar did). */
function Avatar({ testimonial }: { testimonial: TTestimonial }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const src = testimonial.image;
  return (
    <div className={styles.avatar}>
      {src && src !== failedSrc ? (
        <img src={src} alt="" className={styles.avatarImage} onError={() => setFailedSrc(src)} />
      ) : (
        initials(testimonial.name)
      )}
    </div>
  );
}
