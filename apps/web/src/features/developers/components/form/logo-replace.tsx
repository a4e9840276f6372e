import Upload from 'lucide-react/icons/upload';
import type { TImageRef } from '@nivaas/shared/auth';
import { IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FileInput } from '../../../../components/ui/file-input';
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
  const [current, setCurrent] = useState(logo);
  const [file, setFile] = useState<File | null>(null);
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
      notify(DEVELOPER_FORM_MSG.logoUpdated, 'success');
    } catch (err) {
      notify(logoFailureMessage(err), 'error');
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
          alt={current ? `Current logo of ${developerName}` : ''}
          caption={current ? 'Current logo' : 'No logo yet'}
        />
        {file && <ImageTile file={file} alt={`New logo preview: ${file.name}`} caption="New logo" />}
      </div>
      <FileInput
        ref={pickRef}
        name="logo"
        label="New logo"
        buttonLabel={file ? 'Choose another logo' : 'Choose new logo'}
        dropText="Drag a new logo here or"
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
            busyLabel="Uploading..."
            onClick={upload}
          >
            Upload new logo
          </Button>
        </div>
      )}
    </>
  );
}
