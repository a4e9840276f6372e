import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TImageRef } from '@nivaas/shared/auth';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../../lib/notify';
import { useReplaceLogo } from '../../api/replace-logo';
import { logoFailureMessage } from '../../lib/form-errors';
import { DEVELOPER_FORM_MSG } from '../../lib/form-messages';
import { FilePickButton } from './file-pick-button';
import { ImageTile } from './image-tile';

/**
 * The Edit form's logo, replaced on its own (spec §2.10, §4): the current logo, a chosen file's
 * preview beside it and its own Upload button. The answer's logo takes the old one's place; on
 * failure the preview is cleared.
 */
export function LogoReplace({
  developerId,
  developerName,
  logo,
  hintId,
}: {
  developerId: string;
  developerName: string;
  logo: TImageRef | null;
  hintId: string;
}) {
  const [current, setCurrent] = useState(logo);
  const [file, setFile] = useState<File | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [uploads, setUploads] = useState(0);
  const replace = useReplaceLogo();
  const pickRef = useRef<HTMLButtonElement>(null);

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
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ImageTile
          image={current}
          alt={current ? `Current logo of ${developerName}` : ''}
          caption={current ? 'Current logo' : 'No logo yet'}
        />
        {file && (
          <ImageTile file={file} alt={`New logo preview: ${file.name}`} caption={`New: ${file.name}`} />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FilePickButton
          name="logo"
          label={file ? 'Choose another logo' : 'Choose new logo'}
          isDisabled={isUploading}
          describedBy={hintId}
          buttonRef={pickRef}
          onPick={([picked]) => setFile(picked ?? null)}
        />
        {file && (
          <>
            <Button
              variant="contained"
              onClick={upload}
              disabled={isUploading}
              sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {isUploading ? 'Uploading...' : 'Upload new logo'}
            </Button>
            <Button
              onClick={() => setFile(null)}
              disabled={isUploading}
              sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              Keep current logo
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
