import AirVent from 'lucide-react/icons/air-vent';
import Archive from 'lucide-react/icons/archive';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import CookingPot from 'lucide-react/icons/cooking-pot';
import Dumbbell from 'lucide-react/icons/dumbbell';
import ExternalLink from 'lucide-react/icons/external-link';
import Fence from 'lucide-react/icons/fence';
import FileText from 'lucide-react/icons/file-text';
import Flower2 from 'lucide-react/icons/flower-2';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Hospital from 'lucide-react/icons/hospital';
import Images from 'lucide-react/icons/images';
import MapPin from 'lucide-react/icons/map-pin';
import PawPrint from 'lucide-react/icons/paw-print';
import Pencil from 'lucide-react/icons/pencil';
import Presentation from 'lucide-react/icons/presentation';
import Share2 from 'lucide-react/icons/share-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Sofa from 'lucide-react/icons/sofa';
import SquareParking from 'lucide-react/icons/square-parking';
import TrainFront from 'lucide-react/icons/train-front';
import Trash2 from 'lucide-react/icons/trash-2';
import Trees from 'lucide-react/icons/trees';
import User from 'lucide-react/icons/user';
import Video from 'lucide-react/icons/video';
import WashingMachine from 'lucide-react/icons/washing-machine';
import WavesLadder from 'lucide-react/icons/waves-ladder';
import Wifi from 'lucide-react/icons/wifi';

/** The detail page's icons by name (lucide, one import each). */
const DETAIL_ICONS = {
  // Amenities
  parking: SquareParking,
  pool: WavesLadder,
  gym: Dumbbell,
  security: ShieldCheck,
  garden: Flower2,
  balcony: Fence,
  wifi: Wifi,
  airConditioning: AirVent,
  furnished: Sofa,
  pets: PawPrint,
  elevator: ArrowUpDown,
  laundry: WashingMachine,
  storage: Archive,
  meetingRoom: Presentation,
  kitchen: CookingPot,
  check: CircleCheck,
  // Around this project
  school: GraduationCap,
  hospital: Hospital,
  mall: ShoppingBag,
  park: Trees,
  transit: TrainFront,
  // Header, gallery, cards
  share: Share2,
  edit: Pencil,
  delete: Trash2,
  person: User,
  place: MapPin,
  photos: Images,
  verified: BadgeCheck,
  openInNew: ExternalLink,
  document: FileText,
  video: Video,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  error: CircleAlert,
} as const;

export type TDetailIconName = keyof typeof DETAIL_ICONS;

/** Amenity names (lower case) to their icons; others get a tick. */
const AMENITY_ICON_NAMES: Record<string, TDetailIconName> = {
  parking: 'parking',
  'swimming pool': 'pool',
  gym: 'gym',
  security: 'security',
  garden: 'garden',
  balcony: 'balcony',
  wifi: 'wifi',
  'air conditioning': 'airConditioning',
  furnished: 'furnished',
  'pet friendly': 'pets',
  elevator: 'elevator',
  laundry: 'laundry',
  storage: 'storage',
  'conference room': 'meetingRoom',
  kitchen: 'kitchen',
};

export const amenityIconName = (amenity: string): TDetailIconName =>
  AMENITY_ICON_NAMES[amenity.trim().toLowerCase()] ?? 'check';

/** An icon of the detail page. Decorative unless it has a `title`, which makes it an image with that name. */
export function DetailIcon({
  name,
  size = '1.25em',
  title,
  className,
}: {
  name: TDetailIconName;
  size?: number | string;
  title?: string;
  className?: string;
}) {
  const Icon = DETAIL_ICONS[name];
  const common = { size, className, focusable: 'false' as const, style: { flexShrink: 0 } };
  return title ? <Icon {...common} role="img" aria-label={title} /> : <Icon {...common} aria-hidden="true" />;
}
