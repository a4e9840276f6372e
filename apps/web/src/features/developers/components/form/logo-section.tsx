import { useLingui } from '@lingui/react/macro';
import { MAX_LOGO_BYTES } from '@nivaas/shared/constants';
import type { TDeveloper } from '@nivaas/shared/developer';
import { FormSection } from './form-section';
import { LogoPicker } from './logo-picker';
import { LogoReplace } from './logo-replace';

const MB = 1024 * 1024;

/** Developer Logo: chosen with the Add form, replaced on its own in the Edit form. */
export function LogoSection({ developer }: { developer?: TDeveloper }) {
  const { t } = useLingui();
  // Spec §5: the 5 MB limit is stated here; the server enforces it.
  const mb = MAX_LOGO_BYTES / MB;
  const limit = t`A square image works best: JPEG, PNG, WebP, AVIF or GIF, at most ${mb} MB.`;
  const hint = developer ? `${limit} ${t`A new logo is saved as soon as you upload it.`}` : limit;
  return (
    <FormSection id="developer-logo" title={t`Developer Logo`}>
      {developer ? (
        <LogoReplace
          developerId={developer._id}
          developerName={developer.name}
          logo={developer.logo}
          hint={hint}
        />
      ) : (
        <LogoPicker hint={hint} />
      )}
    </FormSection>
  );
}
