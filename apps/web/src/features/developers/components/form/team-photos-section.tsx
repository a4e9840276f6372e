import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import Trash2 from 'lucide-react/icons/trash-2';
import { MAX_TEAM_PHOTOS } from '@nivaas/shared/constants';
import { IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';
import { useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FileInput } from '../../../../components/ui/file-input';
import { keptRowIndexes } from '../../lib/form-rows';
import type { TDeveloperFormValues, TTeamRow } from '../../lib/form-values';
import type { TSays } from '../../../../lib/i18n/says';
import styles from './developer-form.module.css';
import { useFieldMessage } from './form-field';
import { FormSection } from './form-section';
import { ImageTile } from './image-tile';

const ACCEPT = IMAGE_MIME_TYPES.join(',');
const FOR_MEMBER = msg({ message: 'For {name}' });
const PHOTO_OF = msg({ message: 'Photo of {name}' });
const REMOVE_PHOTO = msg({ message: 'Remove photo of team member {n}' });

const MEMBER = msg({ message: 'Team member {n}' });
const memberName = (i18n: TSays, team: TTeamRow[], index: number) =>
  team[index]?.name.trim() || i18n._(MEMBER, { n: index + 1 });

/**
 * Add form: up to 5 photos, which the server gives to the saved team members in order, so each
 * chosen photo names the member it will go to. The picker is disabled at 5 (spec §5).
 */
function NewTeamPhotos() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { control } = useFormContext<TDeveloperFormValues>();
  const { field } = useController({ control, name: 'teamPhotos' });
  const team = useWatch({ control, name: 'team' });
  const message = useFieldMessage('teamPhotos');
  const members = keptRowIndexes(team);
  const max = MAX_TEAM_PHOTOS;
  return (
    <FileInput
      ref={field.ref}
      name="teamPhotos"
      label={t`Photos of the team`}
      buttonLabel={t`Add team photos`}
      dropText={t`Drag photos here or`}
      accept={ACCEPT}
      isMultiple
      maxFiles={MAX_TEAM_PHOTOS}
      hasPreviews
      files={field.value}
      onChange={field.onChange}
      fileNote={(_file, i) => {
        const member = members[i];
        return member === undefined ? (
          <span className={styles.warning}>{t`No team member for this photo yet`}</span>
        ) : (
          i18n._(FOR_MEMBER, { name: memberName(i18n, team, member) })
        );
      }}
      help={t`Up to ${max} photos. They go to the team members in order: the first photo to the first team member, and so on.`}
      error={message}
    />
  );
}

/** Edit form: each member's current photo, which can be removed; the change is saved with the form. */
function CurrentTeamPhotos() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
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
    <div ref={areaRef} className={styles.stack}>
      <p ref={noteRef} tabIndex={-1} className={styles.note}>
        {t`Each photo stays with its team member. A photo you remove is deleted when you save the changes.`}
      </p>
      {withPhotos.length === 0 ? (
        <p className={styles.noPhotos}>{t`No team photos yet.`}</p>
      ) : (
        <ul aria-label={t`Team photos`} className={styles.tiles}>
          {withPhotos.map(({ image, index }) => (
            <li key={image.url}>
              <ImageTile
                image={image}
                alt={i18n._(PHOTO_OF, { name: memberName(i18n, team, index) })}
                fit="cover"
                caption={memberName(i18n, team, index)}
                action={
                  <Button
                    variant="ghost"
                    className={styles.removeTile}
                    startIcon={<Trash2 size={18} />}
                    aria-label={i18n._(REMOVE_PHOTO, { n: index + 1 })}
                    onClick={(event) => remove(index, event.currentTarget)}
                  >
                    {t`Remove`}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TeamPhotosSection({ isEdit }: { isEdit: boolean }) {
  const { t } = useLingui();
  return (
    <FormSection id="team-photos" title={t`Team Photos`}>
      {isEdit ? <CurrentTeamPhotos /> : <NewTeamPhotos />}
    </FormSection>
  );
}
