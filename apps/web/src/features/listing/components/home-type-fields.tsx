import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../components/ui/checkbox';
import { checkedHomeType, HOME_TYPE_LABELS, toggleHomeType } from '../lib/home-types';
import { TYPE } from '../../../components/property-card/type-names';
import fields from './filter-fields.module.css';

/**
 * Home Type (spec §4): ticking a label sends its stored type, unticking sends none, 'Select All'
 * clears the type. Single choice in effect, so at most one label is ticked.
 */
export function HomeTypeFields({ type, onChange }: { type: string; onChange: (type: string) => void }) {
  const { t, i18n } = useLingui();
  const checked = checkedHomeType(type);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of checkboxes inside a panel that has its own title
    <div role="group" aria-label={t`Home type`}>
      <Checkbox
        label={t`Select All`}
        checked={!type}
        onChange={() => onChange('')}
        className={fields.selectAll}
      />
      <div className={fields.homeTypes}>
        {HOME_TYPE_LABELS.map((label) => (
          <Checkbox
            key={label}
            label={TYPE[label] ? i18n._(TYPE[label]) : label}
            checked={checked === label}
            onChange={(e) => onChange(toggleHomeType(type, label, e.target.checked))}
          />
        ))}
      </div>
    </div>
  );
}
