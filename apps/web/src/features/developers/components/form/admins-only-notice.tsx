import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../../components/feedback/error-state';
import { ButtonLink } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { useLocalizedPath } from '../../../../lib/i18n/use-localized-path';
import { DEVELOPER_FORM_MSG } from '../../lib/form-messages';

/** What a signed-in buyer or agent sees on the Add and Edit Developer pages. */
export function AdminsOnlyNotice() {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  return (
    <ErrorState
      title={i18n._(DEVELOPER_FORM_MSG.adminsOnly)}
      message={t`The developers directory is kept by the Nivaas team. You can still browse every builder.`}
      action={
        <ButtonLink to={localize(paths.developers)} variant="primary">
          {t`Browse Developers`}
        </ButtonLink>
      }
    />
  );
}
