import {
  AREA_DEFAULTS,
  AREA_UNITS,
  convertArea,
  getAreaUnit,
  type TAreaUnit,
  type TAreaUnitGroup,
} from '@nivaas/shared/area-units';
import { useLingui } from '@lingui/react/macro';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Info from 'lucide-react/icons/info';
import { useMemo, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { Select, type TSelectGroup } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { describeAreaUnit, formatAreaValue } from '../lib/area-text';
import { AREA_GROUP_NAMES, areaUnitName } from '../lib/area-unit-text';
import type { TSays } from '../../../lib/i18n/says';
import styles from './area-converter.module.css';

const GROUPS: readonly TAreaUnitGroup[] = ['metric', 'imperial', 'regional'];

/** Every unit, under its group's heading, in the page's language. */
const unitOptions = (i18n: TSays): TSelectGroup[] =>
  GROUPS.map((group) => ({
    group: i18n._(AREA_GROUP_NAMES[group]),
    options: AREA_UNITS.filter((u) => u.group === group).map((u) => ({
      value: u.id,
      label: areaUnitName(i18n, u),
    })),
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
  const { t, i18n } = useLingui();
  const options = useMemo(() => unitOptions(i18n), [i18n]);
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
        {t`Area converter`}
      </h2>
      <p className={styles.lead}>
        {t`Land records, sale deeds and brochures use different units: a plot in Punjab is sold in marla, in Chennai in grounds and in Kerala in cents. Convert between about forty units here.`}
      </p>

      <div className={styles.controls}>
        <Field label={t`From`}>
          <Select options={options} value={fromId} onChange={(e) => setFromId(e.target.value)} />
        </Field>
        <Field label={t`Value`} error={isInvalid ? t`Please enter a number of zero or more` : undefined}>
          <TextInput
            value={text}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <IconButton
          label={t`Swap units`}
          icon={<ArrowLeftRight size={20} />}
          variant="secondary"
          size="lg"
          className={styles.swap}
          onClick={() => {
            setFromId(toId);
            setToId(fromId);
          }}
        />
        <Field label={t`To`}>
          <Select options={options} value={toId} onChange={(e) => setToId(e.target.value)} />
        </Field>
      </div>

      <div role="status" aria-live="polite" className={styles.result}>
        {converted !== null && value !== null && from && to ? (
          <p data-testid="area-result" className={styles.resultLine}>
            {formatAreaValue(value)} {areaUnitName(i18n, from)} ={' '}
            <strong className={styles.resultValue}>{formatAreaValue(converted)}</strong>{' '}
            {areaUnitName(i18n, to)}
          </p>
        ) : (
          <p className={styles.resultEmpty}>{t`Enter a value to see it converted.`}</p>
        )}
      </div>

      <section aria-label={t`About the units`} className={styles.about}>
        {about.map((unit) => {
          const name = areaUnitName(i18n, unit);
          return (
            <div key={unit.id} className={styles.aboutBox}>
              <Info size={20} aria-hidden="true" className={styles.aboutIcon} />
              <div>
                <h3 className={styles.aboutTitle}>{t`About ${name}`}</h3>
                <p className={styles.aboutText}>{describeAreaUnit(unit, i18n)}</p>
              </div>
            </div>
          );
        })}
      </section>
    </Card>
  );
}
