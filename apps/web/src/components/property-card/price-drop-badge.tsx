import TrendingDown from 'lucide-react/icons/trending-down';
import { priceDropBadge, type TPriceDrop } from '@nivaas/shared/price-drop';
import { Badge } from '../ui/badge';

/** 'Price dropped 8%' for 30 days after a listing's price dropped (cards and the detail). */
export function PriceDropBadge({
  drop,
  className,
  locale = 'en',
}: {
  drop?: TPriceDrop | null;
  className?: string;
  /** The page's language (the card's; the detail page is English for now). */
  locale?: 'en' | 'hi';
}) {
  const text = priceDropBadge(drop, undefined, locale);
  if (!text) return null;
  return (
    <span className={className} data-testid="price-drop-badge">
      <Badge tone="success" icon={<TrendingDown size={14} aria-hidden />}>
        {text}
      </Badge>
    </span>
  );
}
