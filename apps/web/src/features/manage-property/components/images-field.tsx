import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import Upload from 'lucide-react/icons/upload';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@nivaas/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import type { TSays } from '../../../lib/i18n/says';
import layout from '../../../components/ui/layout.module.css';
import { checkNewImages, IMAGE_ACCEPT, sizeText } from '../lib/file-limits';
import { useSayFormText } from '../lib/form-words';
import type { TPropertyFormValues } from '../lib/form-values';
import {
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

/** What a screen reader hears after a move ('Photo moved to position 2 of 3'). */
const MOVED = msg({
  message:
    '{cover, select, yes {Photo moved to position {position} of {total}, now the cover photo} other {Photo moved to position {position} of {total}}}',
});
const ADDED = msg({ message: '{n, plural, one {# photo added} other {# photos added}}' });

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
  const { t } = useLingui();
  const n = index + 1;
  const fileName = item.kind === 'new' ? item.file.name : '';
  return (
    <li data-photo-key={item.key} className={styles.tile}>
      <div className={styles.frame}>
        <img
          src={item.previewUrl}
          alt={item.kind === 'new' ? t`Photo ${n}: ${fileName}` : t`Photo ${n}`}
          width={400}
          height={300}
          className={styles.image}
        />
        {index === 0 && <span className={styles.cover}>{t`Cover`}</span>}
        <span className={styles.position} aria-hidden="true">
          {n} / {total}
        </span>
      </div>
      <div className={styles.tools}>
        <IconButton
          label={t`Move photo ${n} left`}
          icon={<ArrowLeft size={20} />}
          data-action="left"
          disabled={index === 0}
          onClick={() => onMove(index, 'left')}
        />
        <IconButton
          label={t`Move photo ${n} right`}
          icon={<ArrowRight size={20} />}
          data-action="right"
          disabled={index === total - 1}
          onClick={() => onMove(index, 'right')}
        />
        <IconButton
          label={t`Remove photo ${n}`}
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
  const { t, i18n } = useLingui();
  const says: TSays = i18n;
  const say = useSayFormText();
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
      setAnnouncement(says._(ADDED, { n: accepted.length }));
    }
  };

  const move = (index: number, direction: TMoveDirection) => {
    const item = items[index];
    if (!item) return;
    const next = moveItem(items, index, direction);
    field.onChange(next);
    const at = next.indexOf(item);
    setAnnouncement(says._(MOVED, { position: at + 1, total: next.length, cover: at === 0 ? 'yes' : 'no' }));
    setFocusTarget({ key: item.key, action: direction });
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    releasePreview(item, URL.revokeObjectURL);
    const next = removeItem(items, index);
    field.onChange(next);
    setLimitErrors([]);
    const n = index + 1;
    setAnnouncement(t`Photo ${n} removed`);
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

  const imageSize = sizeText(MAX_IMAGE_BYTES);
  return (
    <SubSection
      title={t`Photos`}
      isRequired
      hintId={hintId}
      hint={t`Up to ${MAX_IMAGES} photos, JPEG, PNG, WebP, AVIF or GIF, at most ${imageSize} each. The first photo is the cover; use the arrows to change the order.`}
    >
      {items.length > 0 && (
        <ul ref={listRef} aria-label={t`Photos, in the order buyers see them`} className={styles.tiles}>
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
            {t`Drag photos here or`}
          </span>
        )}
        <input
          ref={inputRef}
          type="file"
          name="images"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label={t`Add photos`}
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
            ? t`${MAX_IMAGES} photos added (the most allowed)`
            : items.length
              ? t`Add more photos`
              : t`Add photos`}
        </Button>
      </div>
      {isNewBeforeKept && (
        <Alert severity="info">
          {t`New photos are saved after the current ones. To put a new photo first, save, then open Edit again and move it.`}
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
                {say(e)}
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
