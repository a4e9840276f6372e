import { useLingui } from '@lingui/react/macro';
import FileIcon from 'lucide-react/icons/file';
import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';
import {
  forwardRef,
  type ReactNode,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { buttonClass } from './button-class';
import { FieldMessages } from './field';
import { fileSizeText, mergeFiles } from './file-input-lib';
import styles from './file-input.module.css';
import { IconButton } from './icon-button';

export type TFileInputProps = {
  label: ReactNode;
  /** The chosen files (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** As the input's accept ('image/jpeg,image/png,image/webp'); dropped files are checked too. */
  accept?: string;
  isMultiple?: boolean;
  maxFiles?: number;
  /** What may be added ('JPEG, PNG or WebP, up to 5 MB each'). */
  help?: ReactNode;
  error?: ReactNode;
  buttonLabel?: string;
  dropText?: string;
  /** Shows a small preview of each image. */
  hasPreviews?: boolean;
  /** A line under a chosen file's name ('For Asha Kulkarni'). */
  fileNote?: (file: File, index: number) => ReactNode;
  /** The input's name (a form's field, found by it in tests and journeys). */
  name?: string;
  isDisabled?: boolean;
  className?: string;
};

/**
 * A file picker with a drop zone and the list of chosen files (the property and builder forms):
 * the native file input (visually hidden, reached by Tab, opened by the 'Choose files' label) or a
 * drop; each file can be removed by its own button. Files of the wrong type or past `maxFiles` are
 * left out, and the error line says so.
 */
export const FileInput = forwardRef<HTMLInputElement, TFileInputProps>(function FileInput(
  {
    label,
    files,
    onChange,
    accept,
    isMultiple = false,
    maxFiles,
    help,
    error,
    buttonLabel: ownButtonLabel,
    dropText: ownDropText,
    hasPreviews = false,
    fileNote,
    name,
    isDisabled = false,
    className,
  },
  ref,
) {
  const { t } = useLingui();
  const buttonLabel = ownButtonLabel ?? (isMultiple ? t`Choose files` : t`Choose a file`);
  const dropText = ownDropText ?? (isMultiple ? t`Drag files here or` : t`Drag a file here or`);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The ref reaches the file input itself (a form focuses it when it is in error).
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [isDragging, setIsDragging] = useState(false);
  const [skippedText, setSkippedText] = useState('');
  const isFull = maxFiles !== undefined && isMultiple && files.length >= maxFiles;
  const shownError = error || skippedText;

  const add = (added: readonly File[]) => {
    const { files: next, skipped } = mergeFiles(files, added, { accept, maxFiles, isMultiple });
    const reasons = [
      skipped.type > 0 && `${skipped.type} not of an accepted type`,
      skipped.count > 0 && `${skipped.count} over the limit of ${maxFiles}`,
    ].filter(Boolean);
    setSkippedText(reasons.length ? `Some files were not added: ${reasons.join(', ')}.` : '');
    onChange(next);
  };

  const describedBy = [help ? `${id}-help` : undefined, shownError ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the file input inside is the keyboard path */}
      <div
        className={styles.zone}
        data-dragging={isDragging || undefined}
        data-invalid={shownError ? '' : undefined}
        data-disabled={isDisabled || isFull || undefined}
        onDragOver={(e) => {
          if (isDisabled || isFull) return;
          e.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setIsDragging(false);
          if (isDisabled || isFull) return;
          add([...e.dataTransfer.files]);
        }}
      >
        <span className={styles.zoneText}>
          <Upload size={20} />
          {dropText}
        </span>
        <label
          htmlFor={`${id}-input`}
          className={buttonClass({ variant: 'secondary', className: styles.pick })}
        >
          {buttonLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          name={name}
          className={styles.input}
          accept={accept}
          multiple={isMultiple}
          disabled={isDisabled || isFull}
          aria-labelledby={`${id}-label ${id}-input-label`}
          aria-describedby={describedBy || undefined}
          aria-invalid={shownError ? true : undefined}
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            e.target.value = '';
          }}
        />
        <span id={`${id}-input-label`} hidden>
          {buttonLabel}
        </span>
      </div>
      {files.length > 0 && (
        <ul className={styles.list} aria-label={t`Chosen files`}>
          {files.map((file, index) => (
            <FileRow
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              hasPreview={hasPreviews && file.type.startsWith('image/')}
              note={fileNote?.(file, index)}
              onRemove={() => {
                onChange(files.filter((_, i) => i !== index));
                setSkippedText('');
                inputRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      <FieldMessages help={help} helpId={`${id}-help`} error={shownError || null} errorId={`${id}-error`} />
    </div>
  );
});

function FileRow({
  file,
  hasPreview,
  note,
  onRemove,
}: {
  file: File;
  hasPreview: boolean;
  note?: ReactNode;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = file.name;
  const url = useMemo(() => (hasPreview ? URL.createObjectURL(file) : null), [file, hasPreview]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <li className={styles.item}>
      {url ? (
        <img src={url} alt="" width={48} height={36} className={styles.thumb} />
      ) : (
        <span className={styles.fileIcon}>
          <FileIcon size={20} />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.name}>{file.name}</span>
        {note && <span className={styles.note}>{note}</span>}
      </span>
      <span className={styles.size}>{fileSizeText(file.size)}</span>
      <IconButton label={t`Remove ${name}`} icon={<X size={18} />} size="sm" onClick={onRemove} />
    </li>
  );
}
