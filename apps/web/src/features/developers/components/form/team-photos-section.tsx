import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { MAX_TEAM_PHOTOS } from '@nivaas/shared/constants';
import { DEVELOPER_MSG } from '@nivaas/shared/developer';
import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { keptRowIndexes } from '../../lib/form-rows';
import type { TDeveloperFormValues, TTeamRow } from '../../lib/form-values';
import { useFieldMessage } from './form-field';
import { FilePickButton } from './file-pick-button';
import { FormSection } from './form-section';
import { ImageTile } from './image-tile';

/** A key that follows a chosen photo when one before it is removed. */
const photoKeys = new WeakMap<File, number>();
let photoCount = 0;
function photoKey(file: File): number {
  const key = photoKeys.get(file) ?? ++photoCount;
  photoKeys.set(file, key);
  return key;
}

const memberName = (team: TTeamRow[], index: number) =>
  team[index]?.name.trim() || `Team member ${index + 1}`;

function RemoveButton({
  label,
  onClick,
}: {
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <Button
      color="error"
      startIcon={<DeleteOutline />}
      aria-label={label}
      onClick={onClick}
      sx={{ minHeight: 44, justifySelf: 'start' }}
    >
      Remove
    </Button>
  );
}

function TileList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {children}
    </Box>
  );
}

/**
 * Add form: up to 5 photos, which the server gives to the saved team members in order, so each
 * preview names the member it will go to. The picker is disabled at 5 (spec §5).
 */
function NewTeamPhotos() {
  const { control, setError } = useFormContext<TDeveloperFormValues>();
  const { field } = useController({ control, name: 'teamPhotos' });
  const team = useWatch({ control, name: 'team' });
  const message = useFieldMessage('teamPhotos');
  const hintId = useId();
  const messageId = useId();
  const pickRef = useRef<HTMLButtonElement | null>(null);
  const photos = field.value;
  const members = keptRowIndexes(team);
  const isFull = photos.length >= MAX_TEAM_PHOTOS;

  const add = (files: File[]) => {
    const room = MAX_TEAM_PHOTOS - photos.length;
    field.onChange([...photos, ...files.slice(0, room)]);
    if (files.length > room) setError('teamPhotos', { message: DEVELOPER_MSG.tooManyTeamPhotos });
  };

  return (
    <>
      <Typography id={hintId} variant="body2" color="text.secondary">
        Up to {MAX_TEAM_PHOTOS} photos. They go to the team members in order: the first photo to the first
        team member, and so on.
      </Typography>
      {photos.length > 0 && (
        <TileList label="Chosen team photos">
          {photos.map((photo, i) => {
            const member = members[i];
            return (
              <li key={photoKey(photo)}>
                <ImageTile
                  file={photo}
                  alt={`Team photo ${i + 1}: ${photo.name}`}
                  fit="cover"
                  caption={
                    member === undefined ? (
                      <Box component="span" sx={{ color: 'warning.main' }}>
                        No team member for this photo yet
                      </Box>
                    ) : (
                      `For ${memberName(team, member)}`
                    )
                  }
                  action={
                    <RemoveButton
                      label={`Remove team photo ${i + 1}`}
                      onClick={() => {
                        field.onChange(photos.filter((_, j) => j !== i));
                        pickRef.current?.focus();
                      }}
                    />
                  }
                />
              </li>
            );
          })}
        </TileList>
      )}
      <Box>
        <FilePickButton
          name="teamPhotos"
          label={isFull ? `${MAX_TEAM_PHOTOS} team photos added (the most allowed)` : 'Add team photos'}
          isMultiple
          isDisabled={isFull}
          isInvalid={Boolean(message)}
          describedBy={[hintId, message ? messageId : undefined].filter(Boolean).join(' ')}
          buttonRef={(el) => {
            pickRef.current = el;
            field.ref(el);
          }}
          onPick={add}
        />
      </Box>
      {message && (
        <FormHelperText id={messageId} error sx={{ mx: 0, mt: -1 }}>
          {message}
        </FormHelperText>
      )}
    </>
  );
}

/** Edit form: each member's current photo, which can be removed; the change is saved with the form. */
function CurrentTeamPhotos() {
  const { control, setValue } = useFormContext<TDeveloperFormValues>();
  const team = useWatch({ control, name: 'team' });
  const withPhotos = team.flatMap((member, index) => (member.image ? [{ image: member.image, index }] : []));
  const areaRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const remove = (index: number, pressed: HTMLButtonElement) => {
    // The pressed button goes with its tile: focus the next Remove (those tiles stay), or the note.
    const buttons = Array.from(areaRef.current?.querySelectorAll<HTMLButtonElement>('ul button') ?? []);
    const at = buttons.indexOf(pressed);
    const next = buttons[at + 1] ?? buttons[at - 1] ?? noteRef.current;
    setValue(`team.${index}.image`, null, { shouldDirty: true });
    next?.focus();
  };
  return (
    <Box ref={areaRef} sx={{ display: 'grid', gap: 2 }}>
      <Typography ref={noteRef} variant="body2" color="text.secondary" tabIndex={-1} sx={{ outline: 'none' }}>
        Each photo stays with its team member. A photo you remove is deleted when you save the changes.
      </Typography>
      {withPhotos.length === 0 ? (
        <Typography>No team photos yet.</Typography>
      ) : (
        <TileList label="Team photos">
          {withPhotos.map(({ image, index }) => (
            <li key={image.url}>
              <ImageTile
                image={image}
                alt={`Photo of ${memberName(team, index)}`}
                fit="cover"
                caption={memberName(team, index)}
                action={
                  <RemoveButton
                    label={`Remove photo of team member ${index + 1}`}
                    onClick={(event) => remove(index, event.currentTarget)}
                  />
                }
              />
            </li>
          ))}
        </TileList>
      )}
    </Box>
  );
}

export function TeamPhotosSection({ isEdit }: { isEdit: boolean }) {
  return (
    <FormSection id="team-photos" title="Team Photos">
      {isEdit ? <CurrentTeamPhotos /> : <NewTeamPhotos />}
    </FormSection>
  );
}
