import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { selectChoices } from '../lib/developer-filters';

/** A filter chosen from the values the directory's builders have, with 'All' to clear it. */
export function FilterSelect({
  label,
  allLabel,
  names,
  value,
  className,
  onChange,
}: {
  label: string;
  allLabel: string;
  names: Iterable<string>;
  value: string;
  className?: string;
  onChange: (value: string) => void;
}) {
  const choices = selectChoices(names, value);
  return (
    <Field label={label} className={className}>
      <Select
        isSmall
        options={choices.options}
        placeholder={allLabel}
        value={choices.value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
