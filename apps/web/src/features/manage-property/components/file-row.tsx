import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { fileSizeText } from '../lib/file-limits';

/** A chosen file: icon, name, size and a remove button. */
export function FileRow({
  file,
  removeLabel,
  onRemove,
}: {
  file: File;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        minWidth: 0,
      }}
    >
      <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={file.name}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {fileSizeText(file.size)}
        </Typography>
      </Box>
      <IconButton
        aria-label={removeLabel}
        onClick={onRemove}
        sx={{ width: 44, height: 44, color: 'error.main' }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}
