import { useLingui } from '@lingui/react/macro';
import Headset from 'lucide-react/icons/headset';
import { ButtonLink } from '../../../components/ui/button';
import type { TButtonVariant } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

/** 'Contact Support' (admin §2.13): always to /contact (/hi/contact on a Hindi page). */
export function ContactSupportLink({ variant = 'secondary' }: { variant?: TButtonVariant }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  return (
    <ButtonLink
      to={localize(paths.contact)}
      variant={variant}
      startIcon={<Headset size={20} aria-hidden="true" />}
    >
      {t`Contact Support`}
    </ButtonLink>
  );
}
