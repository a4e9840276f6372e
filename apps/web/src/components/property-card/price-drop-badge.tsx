import TrendingDown from 'lucide-react/icons/trending-down';
import { priceDropBadge, type TPriceDrop, type TPriceDropText } from '@nivaas/shared/price-drop';
import { Badge } from '../ui/badge';

/** 'Price dropped 8%' for 30 days after a listing's price dropped (cards and the detail). */
export function PriceDropBadge({
  drop,
  className,
  text: words,
}: {
  drop?: TPriceDrop | null;
  className?: string;
  /** The badge's words in the page's language (English unless given; the detail page is English for now). */
  text?: TPriceDropText;
}) {
  const text = priceDropBadge(drop, undefined, words);
  if (!text) return null;
  return (
    <span className={className} data-testid="price-drop-badge">
      <Badge tone="success" icon={<TrendingDown size={14} aria-hidden />}>
        {text}
      </Badge>
    </span>
  );
}
