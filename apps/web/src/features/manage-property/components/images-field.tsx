import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_IMAGES } from '@nivaas/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { checkNewImages, IMAGE_ACCEPT, IMAGE_TYPES_TEXT, sizeText } from '../lib/file-limits';
import { MAX_IMAGE_BYTES } from '@nivaas/shared/constants';
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
import { visuallyHiddenSx } from '../../../components/visually-hidden';
import { useFieldError } from './use-form-field';

export const IMAGES_REQUIRED = 'At least one image is required';

const badgeSx = {
  position: 'absolute',
  px: 1,
  borderRadius: 1,
  typography: 'caption',
  fontWeight: 700,
  lineHeight: 1.6,
} as const;

type TFocusTarget =
  | { key: string; action: TMoveDirection }
  | { key: 'add' }
  | { key: string; action: 'remove' };

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
  const buttonSx = { width: 44, height: 44 } as const;
  return (
    <Box
      component="li"
      data-photo-key={item.key}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.50' }}>
        <Box
          component="img"
          src={item.previewUrl}
          alt={item.kind === 'new' ? `Photo ${n}: ${item.file.name}` : `Photo ${n}`}
          width={400}
          height={300}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {index === 0 && (
          <Box
            component="span"
            sx={{ ...badgeSx, top: 8, left: 8, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            Cover
          </Box>
        )}
        <Box
          component="span"
          aria-hidden
          sx={{ ...badgeSx, bottom: 8, right: 8, bgcolor: 'background.paper', color: 'text.primary' }}
        >
          {n} / {total}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
        <IconButton
          aria-label={`Move photo ${n} left`}
          data-action="left"
          disabled={index === 0}
          onClick={() => onMove(index, 'left')}
          sx={buttonSx}
        >
          <ArrowBack fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Move photo ${n} right`}
          data-action="right"
          disabled={index === total - 1}
          onClick={() => onMove(index, 'right')}
          sx={buttonSx}
        >
          <ArrowForward fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Remove photo ${n}`}
          data-action="remove"
          onClick={() => onRemove(index)}
          sx={{ ...buttonSx, color: 'error.main' }}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/**
 * The photos: a picker with previews; move left / right (buttons, so keyboard and screen reader
 * users can reorder too) and remove. The first photo is the cover. Limits are checked before
 * anything uploads; removing the last photo shows 'At least one image is required' at once.
 */
export function ImagesField({ isEdit }: { isEdit: boolean }) {
  const { control, setError } = useFormContext<TPropertyFormValues>();
  const { field } = useController({ control, name: 'images' });
  const items = field.value;
  const message = useFieldError('images');
  const [limitErrors, setLimitErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<TFocusTarget | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addButtonRef = useRef<HTMLButtonElement | null>(null);
  const hintId = useId();
  const messageId = useId();
  const inputId = useId();

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
    if (focusTarget.key === 'add' || !('action' in focusTarget)) {
      addButtonRef.current?.focus();
      return;
    }
    const tile = listRef.current?.querySelector(`[data-photo-key="${focusTarget.key}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-action="${focusTarget.action}"]`);
    const fallback = tile?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [focusTarget]);

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
    const newIndex = next.indexOf(item);
    setAnnouncement(moveAnnouncement(newIndex, next.length));
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

  const isFull = items.length >= MAX_IMAGES;
  // An edit saves the kept photos first and the new ones after them (the API's order).
  const isNewBeforeKept =
    isEdit &&
    items.some((it, i) => it.kind === 'new' && items.slice(i + 1).some((x) => x.kind === 'existing'));
  const describedBy = [hintId, message ? messageId : undefined].filter(Boolean).join(' ');

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography component="h3" variant="h5">
          Photos{' '}
          <Typography component="span" color="error.main" aria-hidden>
            *
          </Typography>
        </Typography>
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          Up to {MAX_IMAGES} photos, {IMAGE_TYPES_TEXT}, at most {sizeText(MAX_IMAGE_BYTES)} each. The first
          photo is the cover; use the arrows to change the order.
        </FormHelperText>
      </Box>
      {items.length > 0 && (
        <Box
          component="ul"
          ref={listRef}
          aria-label="Photos, in the order buyers see them"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
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
        </Box>
      )}
      <Box>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="images"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label="Add photos"
          onChange={(e) => {
            addFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          ref={(el) => {
            addButtonRef.current = el;
            field.ref(el);
          }}
          onClick={() => inputRef.current?.click()}
          disabled={isFull}
          aria-describedby={describedBy}
          sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
        >
          {isFull
            ? `${MAX_IMAGES} photos added (the most allowed)`
            : items.length
              ? 'Add more photos'
              : 'Add photos'}
        </Button>
      </Box>
      {isNewBeforeKept && (
        <Alert severity="info" sx={{ py: 0 }}>
          New photos are saved after the current ones. To put a new photo first, save, then open Edit again
          and move it.
        </Alert>
      )}
      {message && (
        <FormHelperText id={messageId} error sx={{ mx: 0, mt: -0.5 }}>
          {message}
        </FormHelperText>
      )}
      {limitErrors.length > 0 && (
        <Box role="alert" sx={{ display: 'grid', gap: 0.5 }}>
          {limitErrors.map((e) => (
            <FormHelperText key={e} error sx={{ mx: 0, mt: 0 }}>
              {e}
            </FormHelperText>
          ))}
        </Box>
      )}
      <Box aria-live="polite" sx={visuallyHiddenSx}>
        {announcement}
      </Box>
    </Box>
  );
}
