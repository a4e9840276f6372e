import { MAX_BROCHURE_BYTES, MAX_FLOOR_PLANS, MAX_VIRTUAL_TOUR_BYTES } from '@nivaas/shared/constants';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FileInput } from '../../../components/ui/file-input';
import {
  BROCHURE_ACCEPT,
  checkBrochure,
  checkNewFloorPlans,
  checkVirtualTour,
  IMAGE_ACCEPT,
  sizeText,
  VIDEO_ACCEPT,
} from '../lib/file-limits';
import type { TPropertyFormValues, TStoredFileInfo } from '../lib/form-values';
import { useSayFormText } from '../lib/form-words';
import { FormSection, SubSection } from './form-section';
import { ImagesField } from './images-field';
import styles from './property-form.module.css';
import { useFieldError } from './use-form-field';

export type TStoredExtras = {
  floorPlans: TStoredFileInfo[];
  brochure: TStoredFileInfo | null;
  virtualTour: TStoredFileInfo | null;
};

/** The files the listing already has, as links, and what a new choice does to them. */
function StoredFiles({ files, note }: { files: TStoredFileInfo[]; note: string }) {
  if (files.length === 0) return null;
  return (
    <p className={styles.muted}>
      {note}{' '}
      {files.map((f, i) => (
        <span key={f.url}>
          {i > 0 && ', '}
          <a href={f.url} target="_blank" rel="noopener" className={styles.storedLink}>
            {f.name}
          </a>
        </span>
      ))}
    </p>
  );
}

/** The files added to a picker that were not there before (the picker hands back the whole list). */
const addedFiles = (before: readonly File[], after: readonly File[]) =>
  after.filter((f) => !before.includes(f));

/** A single-file field (brochure, virtual tour): its check runs before the file is kept. */
function SingleFile({
  name,
  title,
  buttonLabel,
  dropText,
  hint,
  accept,
  check,
  stored,
  storedNote,
}: {
  name: 'brochure' | 'virtualTour';
  title: string;
  /** The picker's button: 'Choose brochure', or 'Replace brochure' once one is chosen. */
  buttonLabel: (hasFile: boolean) => string;
  dropText: string;
  hint: string;
  accept: string;
  check: (file: File) => string | null;
  stored: TStoredFileInfo | null;
  storedNote: string;
}) {
  const say = useSayFormText();
  const { control } = useFormContext<TPropertyFormValues>();
  const { field } = useController({ control, name });
  const serverMessage = useFieldError(name);
  const [limitError, setLimitError] = useState<string | null>(null);
  // The picker answers an empty list both for a removal and for a pick of the wrong type; a pick
  // (a change or a drop inside it) is seen here first, so a refused pick keeps the chosen file.
  const isPicking = useRef(false);
  const markPick = () => {
    isPicking.current = true;
    // The picker answers within the same event; a drop it did not take leaves no mark behind.
    queueMicrotask(() => {
      isPicking.current = false;
    });
  };
  const file = field.value;
  return (
    <div className={styles.stack} onChangeCapture={markPick} onDropCapture={markPick}>
      <StoredFiles files={stored ? [stored] : []} note={storedNote} />
      <FileInput
        ref={field.ref}
        name={name}
        label={title}
        buttonLabel={buttonLabel(!!file)}
        dropText={dropText}
        accept={accept}
        files={file ? [file] : []}
        onChange={([picked]) => {
          const wasPicked = isPicking.current;
          isPicking.current = false;
          if (!picked) {
            setLimitError(null);
            // A file of the wrong type: the picker says so, and the chosen file stays.
            if (!wasPicked) field.onChange(null);
            return;
          }
          const problem = check(picked);
          setLimitError(problem);
          if (!problem) field.onChange(picked);
        }}
        help={hint}
        error={say(limitError) ?? serverMessage}
      />
    </div>
  );
}

function FloorPlans({ stored }: { stored: TStoredFileInfo[] }) {
  const { t } = useLingui();
  const say = useSayFormText();
  const { control } = useFormContext<TPropertyFormValues>();
  const { field } = useController({ control, name: 'floorPlans' });
  const serverMessage = useFieldError('floorPlans');
  const [limitErrors, setLimitErrors] = useState<string[]>([]);
  const files = field.value;
  return (
    <div className={styles.stack}>
      <StoredFiles files={stored} note={t`Current floor plans (new ones replace all of them):`} />
      <FileInput
        ref={field.ref}
        name="floorPlans"
        label={t`Floor plans`}
        buttonLabel={t`Add floor plans`}
        dropText={t`Drag floor plans here or`}
        accept={IMAGE_ACCEPT}
        isMultiple
        maxFiles={MAX_FLOOR_PLANS}
        hasPreviews
        files={files}
        onChange={(next) => {
          const added = addedFiles(files, next);
          if (added.length === 0) {
            // A file was removed.
            setLimitErrors([]);
            field.onChange(next);
            return;
          }
          const { accepted, errors } = checkNewFloorPlans(files.length, added);
          setLimitErrors(errors);
          field.onChange([...files, ...accepted]);
        }}
        help={t`Up to ${MAX_FLOOR_PLANS} images of the layout.`}
        error={limitErrors.map((e) => say(e)).join('. ') || serverMessage}
      />
    </div>
  );
}

/** Photos, floor plans, brochure and virtual tour, with the limits of public-site §5. */
export function MediaSection({ stored, isEdit }: { stored?: TStoredExtras; isEdit: boolean }) {
  const { t } = useLingui();
  const brochureSize = sizeText(MAX_BROCHURE_BYTES);
  const tourSize = sizeText(MAX_VIRTUAL_TOUR_BYTES);
  return (
    <FormSection id="media" title={t`Photos and files`}>
      <ImagesField isEdit={isEdit} />
      <hr className={styles.divider} />
      <SubSection title={t`Plans and documents`}>
        <FloorPlans stored={stored?.floorPlans ?? []} />
        <SingleFile
          name="brochure"
          title={t`Brochure`}
          buttonLabel={(hasFile) => (hasFile ? t`Replace brochure` : t`Choose brochure`)}
          dropText={t`Drag the brochure here or`}
          hint={t`One PDF, DOC or DOCX file, at most ${brochureSize}.`}
          accept={BROCHURE_ACCEPT}
          check={checkBrochure}
          stored={stored?.brochure ?? null}
          storedNote={t`Current brochure (a new file replaces it):`}
        />
        <SingleFile
          name="virtualTour"
          title={t`Virtual tour`}
          buttonLabel={(hasFile) => (hasFile ? t`Replace virtual tour` : t`Choose virtual tour`)}
          dropText={t`Drag the virtual tour here or`}
          hint={t`One video file, at most ${tourSize}.`}
          accept={VIDEO_ACCEPT}
          check={checkVirtualTour}
          stored={stored?.virtualTour ?? null}
          storedNote={t`Current virtual tour (a new video replaces it):`}
        />
      </SubSection>
    </FormSection>
  );
}
