import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import { IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';
import { type Ref, useRef } from 'react';

/**
 * A real button that opens the file chooser (keyboard and screen-reader friendly), over a hidden
 * file input. `isInvalid` marks it for the focus-the-first-error search of the form.
 */
export function FilePickButton({
  name,
  label,
  isMultiple = false,
  isDisabled = false,
  isInvalid = false,
  describedBy,
  buttonRef,
  onPick,
}: {
  name: string;
  label: string;
  isMultiple?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  describedBy?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onPick: (files: File[]) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={IMAGE_MIME_TYPES.join(',')}
        multiple={isMultiple}
        hidden
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared, so choosing the same file again still counts as a change.
          e.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlined />}
        disabled={isDisabled}
        aria-describedby={describedBy}
        data-invalid={isInvalid || undefined}
        onClick={() => inputRef.current?.click()}
        sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
      >
        {label}
      </Button>
    </>
  );
}
