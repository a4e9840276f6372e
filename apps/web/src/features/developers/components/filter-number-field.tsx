import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
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
    <Field label={label}>
      <TextInput
        isSmall
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={draft}
        onChange={(e) => setDraft(digitsOnly(e.target.value).slice(0, maxDigits))}
        onBlur={flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            // Sent now; the search form around it is not submitted a second time.
            e.preventDefault();
            flush();
          }
        }}
      />
    </Field>
  );
}
