import Divider from '@mui/material/Divider';
import { MAX_BROCHURE_BYTES, MAX_FLOOR_PLANS, MAX_VIRTUAL_TOUR_BYTES } from '@nivaas/shared/constants';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
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
import { FilePickerField } from './file-picker-field';
import { FormSection } from './form-section';
import { ImagesField } from './images-field';
import { useFieldError } from './use-form-field';

export type TStoredExtras = {
  floorPlans: TStoredFileInfo[];
  brochure: TStoredFileInfo | null;
  virtualTour: TStoredFileInfo | null;
};

/** A single-file field (brochure, virtual tour): its check runs before the file is kept. */
function SingleFile({
  name,
  title,
  hint,
  accept,
  check,
  stored,
  storedNote,
}: {
  name: 'brochure' | 'virtualTour';
  title: string;
  hint: string;
  accept: string;
  check: (file: File) => string | null;
  stored: TStoredFileInfo | null;
  storedNote: string;
}) {
  const { control } = useFormContext<TPropertyFormValues>();
  const { field } = useController({ control, name });
  const serverMessage = useFieldError(name);
  const [limitError, setLimitError] = useState<string | null>(null);
  const file = field.value;
  return (
    <FilePickerField
      name={name}
      title={title}
      hint={hint}
      accept={accept}
      files={file ? [file] : []}
      stored={stored ? [stored] : []}
      storedNote={storedNote}
      buttonLabel={file ? `Replace ${title.toLowerCase()}` : `Choose ${title.toLowerCase()}`}
      error={limitError ?? serverMessage}
      buttonRef={field.ref}
      onPick={(files) => {
        const picked = files[0];
        if (!picked) return;
        const problem = check(picked);
        setLimitError(problem);
        if (!problem) field.onChange(picked);
      }}
      onRemove={() => {
        setLimitError(null);
        field.onChange(null);
      }}
    />
  );
}

function FloorPlans({ stored }: { stored: TStoredFileInfo[] }) {
  const { control } = useFormContext<TPropertyFormValues>();
  const { field } = useController({ control, name: 'floorPlans' });
  const serverMessage = useFieldError('floorPlans');
  const [limitErrors, setLimitErrors] = useState<string[]>([]);
  const files = field.value;
  const isFull = files.length >= MAX_FLOOR_PLANS;
  return (
    <FilePickerField
      name="floorPlans"
      title="Floor plans"
      hint={`Up to ${MAX_FLOOR_PLANS} images of the layout.`}
      accept={IMAGE_ACCEPT}
      multiple
      files={files}
      stored={stored}
      storedNote="Current floor plans (new ones replace all of them):"
      buttonLabel={isFull ? `${MAX_FLOOR_PLANS} floor plans added` : 'Add floor plans'}
      isFull={isFull}
      error={limitErrors.join('. ') || serverMessage}
      buttonRef={field.ref}
      onPick={(picked) => {
        const { accepted, errors } = checkNewFloorPlans(files.length, picked);
        setLimitErrors(errors);
        if (accepted.length) field.onChange([...files, ...accepted]);
      }}
      onRemove={(index) => {
        setLimitErrors([]);
        field.onChange(files.filter((_, i) => i !== index));
      }}
    />
  );
}

/** Photos, floor plans, brochure and virtual tour, with the limits of public-site §5. */
export function MediaSection({ stored, isEdit }: { stored?: TStoredExtras; isEdit: boolean }) {
  return (
    <FormSection id="media" title="Photos and files">
      <ImagesField isEdit={isEdit} />
      <Divider />
      <FloorPlans stored={stored?.floorPlans ?? []} />
      <Divider />
      <SingleFile
        name="brochure"
        title="Brochure"
        hint={`One PDF, DOC or DOCX file, at most ${sizeText(MAX_BROCHURE_BYTES)}.`}
        accept={BROCHURE_ACCEPT}
        check={checkBrochure}
        stored={stored?.brochure ?? null}
        storedNote="Current brochure (a new file replaces it):"
      />
      <Divider />
      <SingleFile
        name="virtualTour"
        title="Virtual tour"
        hint={`One video file, at most ${sizeText(MAX_VIRTUAL_TOUR_BYTES)}.`}
        accept={VIDEO_ACCEPT}
        check={checkVirtualTour}
        stored={stored?.virtualTour ?? null}
        storedNote="Current virtual tour (a new video replaces it):"
      />
    </FormSection>
  );
}
