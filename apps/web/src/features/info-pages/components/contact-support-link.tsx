import Headset from 'lucide-react/icons/headset';
import { ButtonLink } from '../../../components/ui/button';
import type { TButtonVariant } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';

/** 'Contact Support' (admin §2.13): always to /contact. */
export function ContactSupportLink({ variant = 'secondary' }: { variant?: TButtonVariant }) {
  return (
    <ButtonLink to={paths.contact} variant={variant} startIcon={<Headset size={20} aria-hidden="true" />}>
      Contact Support
    </ButtonLink>
  );
}
