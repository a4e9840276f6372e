import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import Upload from 'lucide-react/icons/upload';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@nivaas/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import layout from '../../../components/ui/layout.module.css';
import { checkNewImages, IMAGE_ACCEPT, IMAGE_TYPES_TEXT, sizeText } from '../lib/file-limits';
import type { TPropertyFormValues } from '../lib/form-values';
import {
  moveAnnouncement,
  moveItem,
  newImageItems,
  releasePreview,
  removeItem,
  type TImageItem,
  type TMoveDirection,
} from '../lib/image-list';
import { SubSection } from './form-section';
import styles from './images-field.module.css';
import { useFieldError } from './use-form-field';

export const IMAGES_REQUIRED = 'At least one image is required';

type TFocusTarget = { key: 'add' } | { key: string; action: TMoveDirection | 'remove' };

function PhotoTile({
  item,
  index,
  total,
  onMove,
  onRemove,
}: {
  item: TImageItem;
  index: number;
  total: number;
  onMove: (index: number, direction: TMoveDirection) => void;
  onRemove: (index: number) => void;
}) {
  const n = index + 1;
  return (
    <li data-photo-key={item.key} className={styles.tile}>
      <div className={styles.frame}>
        <img
          src={item.previewUrl}
          alt={item.kind === 'new' ? `Photo ${n}: ${item.file.name}` : `Photo ${n}`}
          width={400}
          height={300}
          className={styles.image}
        />
        {index === 0 && <span className={styles.cover}>Cover</span>}
        <span className={styles.position} aria-hidden="true">
          {n} / {total}
        </span>
      </div>
      <div className={styles.tools}>
        <IconButton
          label={`Move photo ${n} left`}
          icon={<ArrowLeft size={20} />}
          data-action="left"
          disabled={index === 0}
          onClick={() => onMove(index, 'left')}
        />
        <IconButton
          label={`Move photo ${n} right`}
          icon={<ArrowRight size={20} />}
          data-action="right"
          disabled={index === total - 1}
          onClick={() => onMove(index, 'right')}
        />
        <IconButton
          label={`Remove photo ${n}`}
          icon={<Trash2 size={20} />}
          data-action="remove"
          className={styles.remove}
          onClick={() => onRemove(index)}
        />
      </div>
    </li>
  );
}

/**
 * The photos: a picker (or a drop) with previews; move left / right (buttons, so keyboard and
 * screen reader users can reorder too) and remove. The first photo is the cover. Limits are checked
 * before anything uploads; removing the last photo shows 'At least one image is required' at once.
 */
export function ImagesField({ isEdit }: { isEdit: boolean }) {
  const { control, setError } = useFormContext<TPropertyFormValues>();
  const { field } = useController({ control, name: 'images' });
  const items = field.value;
  const message = useFieldError('images');
  const [limitErrors, setLimitErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<TFocusTarget | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addButtonRef = useRef<HTMLButtonElement | null>(null);
  const hintId = useId();
  const messageId = useId();
  const limitsId = useId();

  // Object URLs of new photos are freed when the form goes away.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current) releasePreview(item, URL.revokeObjectURL);
    },
    [],
  );

  // Keeps keyboard focus on the control that was used, after the list re-renders.
  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (!('action' in focusTarget)) {
      addButtonRef.current?.focus();
      return;
    }
    const tile = listRef.current?.querySelector(`[data-photo-key="${focusTarget.key}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-action="${focusTarget.action}"]`);
    const fallback = tile?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [focusTarget]);

  const isFull = items.length >= MAX_IMAGES;

  const addFiles = (files: File[]) => {
    const { accepted, errors } = checkNewImages(items.length, files);
    setLimitErrors(errors);
    if (accepted.length) {
      field.onChange([...items, ...newImageItems(accepted, (f) => URL.createObjectURL(f))]);
      setAnnouncement(`${accepted.length} photo${accepted.length === 1 ? '' : 's'} added`);
    }
  };

  const move = (index: number, direction: TMoveDirection) => {
    const item = items[index];
    if (!item) return;
    const next = moveItem(items, index, direction);
    field.onChange(next);
    setAnnouncement(moveAnnouncement(next.indexOf(item), next.length));
    setFocusTarget({ key: item.key, action: direction });
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    releasePreview(item, URL.revokeObjectURL);
    const next = removeItem(items, index);
    field.onChange(next);
    setLimitErrors([]);
    setAnnouncement(`Photo ${index + 1} removed`);
    if (next.length === 0) {
      setError('images', { type: 'required', message: IMAGES_REQUIRED });
      setFocusTarget({ key: 'add' });
    } else {
      const neighbour = next[Math.min(index, next.length - 1)];
      if (neighbour) setFocusTarget({ key: neighbour.key, action: 'remove' });
    }
  };

  // An edit saves the kept photos first and the new ones after them (the API's order).
  const isNewBeforeKept =
    isEdit &&
    items.some((it, i) => it.kind === 'new' && items.slice(i + 1).some((x) => x.kind === 'existing'));
  const describedBy = [hintId, message && messageId, limitErrors.length > 0 && limitsId]
    .filter(Boolean)
    .join(' ');

  return (
    <SubSection
      title="Photos"
      isRequired
      hintId={hintId}
      hint={`Up to ${MAX_IMAGES} photos, ${IMAGE_TYPES_TEXT}, at most ${sizeText(MAX_IMAGE_BYTES)} each. The first photo is the cover; use the arrows to change the order.`}
    >
      {items.length > 0 && (
        <ul ref={listRef} aria-label="Photos, in the order buyers see them" className={styles.tiles}>
          {items.map((item, i) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={i}
              total={items.length}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; its button is the keyboard path */}
      <div
        className={styles.zone}
        data-dragging={isDragging || undefined}
        data-invalid={message || limitErrors.length > 0 ? '' : undefined}
        onDragOver={(e) => {
          if (isFull) return;
          e.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setIsDragging(false);
          if (!isFull) addFiles([...e.dataTransfer.files]);
        }}
      >
        {!isFull && (
          <span className={styles.zoneText}>
            <Upload size={20} />
            Drag photos here or
          </span>
        )}
        <input
          ref={inputRef}
          type="file"
          name="images"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label="Add photos"
          onChange={(e) => {
            addFiles(Array.from(e.target.files ?? []));
            // The same file can be chosen again after it was removed.
            e.target.value = '';
          }}
        />
        <Button
          ref={(el) => {
            addButtonRef.current = el;
            field.ref(el);
          }}
          startIcon={<ImagePlus size={20} />}
          className={styles.add}
          onClick={() => inputRef.current?.click()}
          disabled={isFull}
          aria-describedby={describedBy}
        >
          {isFull
            ? `${MAX_IMAGES} photos added (the most allowed)`
            : items.length
              ? 'Add more photos'
              : 'Add photos'}
        </Button>
      </div>
      {isNewBeforeKept && (
        <Alert severity="info">
          New photos are saved after the current ones. To put a new photo first, save, then open Edit again
          and move it.
        </Alert>
      )}
      <div className={styles.messages}>
        <p id={messageId} className={styles.error} aria-live="polite">
          {message}
        </p>
        {limitErrors.length > 0 && (
          <div id={limitsId} role="alert" className={styles.messages}>
            {limitErrors.map((e) => (
              <p key={e} className={styles.error}>
                {e}
              </p>
            ))}
          </div>
        )}
      </div>
      <p aria-live="polite" className={layout.srOnly}>
        {announcement}
      </p>
    </SubSection>
  );
}
