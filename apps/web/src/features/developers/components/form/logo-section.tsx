import { MAX_LOGO_BYTES } from '@nivaas/shared/constants';
import type { TDeveloper } from '@nivaas/shared/developer';
import { FormSection } from './form-section';
import { LogoPicker } from './logo-picker';
import { LogoReplace } from './logo-replace';

const MB = 1024 * 1024;

/** Developer Logo: chosen with the Add form, replaced on its own in the Edit form. */
export function LogoSection({ developer }: { developer?: TDeveloper }) {
  // Spec §5: the 5 MB limit is stated here; the server enforces it.
  const hint = `A square image works best: JPEG, PNG, WebP, AVIF or GIF, at most ${MAX_LOGO_BYTES / MB} MB.${
    developer ? ' A new logo is saved as soon as you upload it.' : ''
  }`;
  return (
    <FormSection id="developer-logo" title="Developer Logo">
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
