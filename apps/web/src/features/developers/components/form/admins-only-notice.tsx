import { ErrorState } from '../../../../components/feedback/error-state';
import { ButtonLink } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { DEVELOPER_FORM_MSG } from '../../lib/form-messages';

/** What a signed-in buyer or agent sees on the Add and Edit Developer pages. */
export function AdminsOnlyNotice() {
  return (
    <ErrorState
      title={DEVELOPER_FORM_MSG.adminsOnly}
      message="The developers directory is kept by the Nivaas team. You can still browse every builder."
      action={
        <ButtonLink to={paths.developers} variant="primary">
          Browse Developers
        </ButtonLink>
      }
    />
  );
}
