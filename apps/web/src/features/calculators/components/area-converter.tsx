import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AREA_DEFAULTS,
  AREA_UNITS,
  convertArea,
  getAreaUnit,
  type TAreaUnit,
  type TAreaUnitGroup,
} from '@nivaas/shared/area-units';
import { useState } from 'react';
import { describeAreaUnit, formatAreaValue } from '../lib/area-text';

const GROUPS: { group: TAreaUnitGroup; label: string }[] = [
  { group: 'metric', label: 'Metric' },
  { group: 'imperial', label: 'Imperial' },
  { group: 'regional', label: 'Regional Indian' },
];

/** A number as typed ('1,200.5'); blank or unreadable → null. */
function readValue(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) ? n : null;
}

function UnitSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {GROUPS.map(({ group, label: groupLabel }) => (
        <optgroup key={group} label={groupLabel}>
          {AREA_UNITS.filter((u) => u.group === group).map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
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

  return (
    <Card component="section" aria-labelledby="area-converter-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="area-converter-heading" variant="h3" component="h2" gutterBottom>
          Area converter
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Land records, sale deeds and brochures use different units: a plot in Punjab is sold in marla, in
          Chennai in grounds and in Kerala in cents. Convert between about forty units here.
        </Typography>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto 1fr' },
          }}
        >
          <UnitSelect label="From" value={fromId} onChange={setFromId} />
          <TextField
            label="Value"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={isInvalid}
            helperText={isInvalid ? 'Please enter a number of zero or more' : ' '}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <IconButton
            aria-label="Swap units"
            onClick={() => {
              setFromId(toId);
              setToId(fromId);
            }}
            sx={{
              width: 48,
              height: 48,
              mt: { md: 0.5 },
              justifySelf: 'center',
              border: 1,
              borderColor: 'divider',
              transform: { xs: 'rotate(90deg)', md: 'none' },
            }}
          >
            <SwapHoriz />
          </IconButton>
          <UnitSelect label="To" value={toId} onChange={setToId} />
        </Box>

        <Box
          role="status"
          aria-live="polite"
          sx={{ mt: 1, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
        >
          {converted !== null && value !== null && from && to ? (
            <Typography
              sx={{ fontSize: { xs: 18, sm: 20 }, overflowWrap: 'anywhere' }}
              data-testid="area-result"
            >
              {formatAreaValue(value)} {from.name} ={' '}
              <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}>
                {formatAreaValue(converted)}
              </Box>{' '}
              {to.name}
            </Typography>
          ) : (
            <Typography color="text.secondary">Enter a value to see it converted.</Typography>
          )}
        </Box>

        <Box
          component="section"
          aria-label="About the units"
          sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {[from, to]
            .filter((u, i, all): u is TAreaUnit => !!u && all.indexOf(u) === i)
            .map((unit) => (
              <Box
                key={unit.id}
                sx={{ display: 'flex', gap: 1.5, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
              >
                <InfoOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
                <Box>
                  <Typography variant="h5" component="h3">
                    About {unit.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {describeAreaUnit(unit)}
                  </Typography>
                </Box>
              </Box>
            ))}
        </Box>
      </CardContent>
    </Card>
  );
}
