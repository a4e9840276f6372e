import TextField from '@mui/material/TextField';
import { digitsOnly } from '../lib/developer-filters';
import { useFilterDraft } from '../lib/use-filter-draft';

/** A whole-number filter (a year or a project count), sent after a pause in typing or on Enter. */
export function FilterNumberField({
  label,
  value,
  maxDigits,
  onSend,
}: {
  label: string;
  value: string;
  maxDigits: number;
  onSend: (value: string) => void;
}) {
  const { draft, setDraft, flush } = useFilterDraft(value, onSend, 600);
  return (
    <TextField
      size="small"
      label={label}
      value={draft}
      onChange={(e) => setDraft(digitsOnly(e.target.value).slice(0, maxDigits))}
      onBlur={flush}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush();
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
    />
  );
}
