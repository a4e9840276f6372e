import { useLingui } from '@lingui/react/macro';
import Upload from 'lucide-react/icons/upload';
import type { TImageRef } from '@nivaas/shared/auth';
import { IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FileInput } from '../../../../components/ui/file-input';
import { useSayKnown } from '../../../../lib/i18n/known-messages';
import { notify } from '../../../../lib/notify';
import { useReplaceLogo } from '../../api/replace-logo';
import { logoFailureMessage } from '../../lib/form-errors';
import { DEVELOPER_FORM_MSG } from '../../lib/form-messages';
import styles from './developer-form.module.css';
import { ImageTile } from './image-tile';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

/**
 * The Edit form's logo, replaced on its own (spec §2.10, §4): the current logo, a chosen file's
 * preview beside it and its own Upload button. The answer's logo takes the old one's place; on
 * failure the preview is cleared.
 */
export function LogoReplace({
  developerId,
  developerName,
  logo,
  hint,
}: {
  developerId: string;
  developerName: string;
  logo: TImageRef | null;
  hint: string;
}) {
  const { t, i18n } = useLingui();
  const say = useSayKnown();
  const [current, setCurrent] = useState(logo);
  const [file, setFile] = useState<File | null>(null);
  const fileName = file?.name ?? '';
  const [isUploading, setIsUploading] = useState(false);
  const [uploads, setUploads] = useState(0);
  const replace = useReplaceLogo();
  const pickRef = useRef<HTMLInputElement>(null);

  // The Upload button goes away with the preview: focus returns to the picker once it is enabled.
  useEffect(() => {
    if (uploads) pickRef.current?.focus();
  }, [uploads]);

  const upload = async () => {
    if (!file) return;
    setIsUploading(true);
    try {
      setCurrent(await replace.mutateAsync({ id: developerId, file }));
      notify(i18n._(DEVELOPER_FORM_MSG.logoUpdated), 'success');
    } catch (err) {
      notify(say(logoFailureMessage(err, i18n)), 'error');
    } finally {
      setFile(null);
      setIsUploading(false);
      setUploads((n) => n + 1);
    }
  };

  return (
    <>
      <div className={styles.tiles}>
        <ImageTile
          image={current}
          alt={current ? t`Current logo of ${developerName}` : ''}
          caption={current ? t`Current logo` : t`No logo yet`}
        />
        {file && <ImageTile file={file} alt={t`New logo preview: ${fileName}`} caption={t`New logo`} />}
      </div>
      <FileInput
        ref={pickRef}
        name="logo"
        label={t`New logo`}
        buttonLabel={file ? t`Choose another logo` : t`Choose new logo`}
        dropText={t`Drag a new logo here or`}
        accept={ACCEPT}
        files={file ? [file] : []}
        onChange={([picked]) => setFile(picked ?? null)}
        help={hint}
        isDisabled={isUploading}
      />
      {file && (
        <div>
          <Button
            variant="primary"
            className={styles.upload}
            startIcon={<Upload size={20} />}
            busy={isUploading}
            busyLabel={t`Uploading...`}
            onClick={upload}
          >
            {t`Upload new logo`}
          </Button>
        </div>
      )}
    </>
  );
}
