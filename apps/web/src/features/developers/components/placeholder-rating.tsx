import Star from 'lucide-react/icons/star';
import styles from './developer-card.module.css';

const STARS = ['1', '2', '3', '4', '5'];

/**
 * The fixed five-star display of a builder card (admin spec §2.8). Nivaas does not collect builder
 * reviews yet, so the stars stay empty and the count says so rather than inventing a rating.
 */
export function PlaceholderRating() {
  return (
    <span role="img" aria-label="Not rated yet, 0 reviews" className={styles.rating}>
      {STARS.map((n) => (
        <Star key={n} size={16} className={styles.star} />
      ))}
      <span className={styles.reviews}>(0 reviews)</span>
    </span>
  );
}
