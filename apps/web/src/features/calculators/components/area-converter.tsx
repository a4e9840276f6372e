import {
  AREA_DEFAULTS,
  AREA_UNITS,
  convertArea,
  getAreaUnit,
  type TAreaUnit,
  type TAreaUnitGroup,
} from '@nivaas/shared/area-units';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Info from 'lucide-react/icons/info';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { Select, type TSelectGroup } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { describeAreaUnit, formatAreaValue } from '../lib/area-text';
import styles from './area-converter.module.css';

const GROUPS: { group: TAreaUnitGroup; label: string }[] = [
  { group: 'metric', label: 'Metric' },
  { group: 'imperial', label: 'Imperial' },
  { group: 'regional', label: 'Regional Indian' },
];

/** Every unit, under its group's heading. */
const UNIT_OPTIONS: TSelectGroup[] = GROUPS.map(({ group, label }) => ({
  group: label,
  options: AREA_UNITS.filter((u) => u.group === group).map((u) => ({ value: u.id, label: u.name })),
}));

/** A number as typed ('1,200.5'); blank or unreadable → null. */
function readValue(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) ? n : null;
}

/** Area converter (admin §2.11, §9): metric, imperial and regional Indian units, six decimals. */
export function AreaConverter() {
  const [fromId, setFromId] = useState<string>(AREA_DEFAULTS.from);
  const [toId, setToId] = useState<string>(AREA_DEFAULTS.to);
  const [text, setText] = useState(String(AREA_DEFAULTS.value));
  const from = getAreaUnit(fromId);
  const to = getAreaUnit(toId);
  const value = readValue(text);
  const isInvalid = text.trim() !== '' && (value === null || value < 0);
  const converted = from && to && value !== null && value >= 0 ? convertArea(value, from.id, to.id) : null;
  const about = [from, to].filter((u, i, all): u is TAreaUnit => !!u && all.indexOf(u) === i);

  return (
    <Card as="section" aria-labelledby="area-converter-heading">
      <h2 id="area-converter-heading" className={styles.title}>
        Area converter
      </h2>
      <p className={styles.lead}>
        Land records, sale deeds and brochures use different units: a plot in Punjab is sold in marla, in
        Chennai in grounds and in Kerala in cents. Convert between about forty units here.
      </p>

      <div className={styles.controls}>
        <Field label="From">
          <Select options={UNIT_OPTIONS} value={fromId} onChange={(e) => setFromId(e.target.value)} />
        </Field>
        <Field label="Value" error={isInvalid ? 'Please enter a number of zero or more' : undefined}>
          <TextInput
            value={text}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <IconButton
          label="Swap units"
          icon={<ArrowLeftRight size={20} />}
          variant="secondary"
          size="lg"
          className={styles.swap}
          onClick={() => {
            setFromId(toId);
            setToId(fromId);
          }}
        />
        <Field label="To">
          <Select options={UNIT_OPTIONS} value={toId} onChange={(e) => setToId(e.target.value)} />
        </Field>
      </div>

      <div role="status" aria-live="polite" className={styles.result}>
        {converted !== null && value !== null && from && to ? (
          <p data-testid="area-result" className={styles.resultLine}>
            {formatAreaValue(value)} {from.name} ={' '}
            <strong className={styles.resultValue}>{formatAreaValue(converted)}</strong> {to.name}
          </p>
        ) : (
          <p className={styles.resultEmpty}>Enter a value to see it converted.</p>
        )}
      </div>

      <section aria-label="About the units" className={styles.about}>
        {about.map((unit) => (
          <div key={unit.id} className={styles.aboutBox}>
            <Info size={20} aria-hidden="true" className={styles.aboutIcon} />
            <div>
              <h3 className={styles.aboutTitle}>About {unit.name}</h3>
              <p className={styles.aboutText}>{describeAreaUnit(unit)}</p>
            </div>
          </div>
        ))}
      </section>
    </Card>
  );
}
