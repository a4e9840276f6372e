import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef } from 'react';
import type { TStoredFileInfo } from '../lib/form-values';
import { FileRow } from './file-row';

/** A stable key per chosen File, so rows keep their identity when one above is removed. */
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 1;
function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    key = `file-${nextFileKey++}`;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * A file input behind a real button (keyboard and screen reader friendly), the chosen files as
 * rows, the stored ones as links, a hint and the message under it.
 */
export function FilePickerField({
  name,
  title,
  hint,
  accept,
  multiple = false,
  files,
  stored = [],
  storedNote,
  buttonLabel,
  isFull = false,
  error,
  onPick,
  onRemove,
  buttonRef,
}: {
  name: string;
  title: string;
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  files: File[];
  stored?: TStoredFileInfo[];
  storedNote?: string;
  buttonLabel: string;
  isFull?: boolean;
  error?: string;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  buttonRef?: (el: HTMLButtonElement | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Typography component="h3" variant="h5">
          {title}
        </Typography>
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          {hint}
        </FormHelperText>
      </Box>
      {stored.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {storedNote ?? 'Current:'}{' '}
          {stored.map((f, i) => (
            <span key={f.url}>
              {i > 0 && ', '}
              <Link href={f.url} target="_blank" rel="noopener">
                {f.name}
              </Link>
            </span>
          ))}
        </Typography>
      )}
      {files.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {files.map((f, i) => (
            <FileRow
              key={fileKey(f)}
              file={f}
              removeLabel={`Remove ${f.name}`}
              onRemove={() => onRemove(i)}
            />
          ))}
        </Box>
      )}
      <Box>
        <input
          ref={inputRef}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          hidden
          aria-label={buttonLabel}
          onChange={(e) => {
            onPick(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          ref={buttonRef}
          onClick={() => inputRef.current?.click()}
          disabled={isFull}
          aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
          sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
        >
          {buttonLabel}
        </Button>
      </Box>
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, mt: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
