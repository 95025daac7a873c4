import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

interface FormattedFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  format: Intl.NumberFormatOptions;
}

function FormattedNumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  format,
}: FormattedFieldProps) {
  const formatter = React.useMemo(() => new Intl.NumberFormat('en-US', format), [format]);
  // Raw digits while focused, the formatted text otherwise.
  const [draft, setDraft] = React.useState<string | null>(null);
  const decimals = (String(step).split('.')[1] ?? '').length;
  const set = (next: number) =>
    onChange(Number(Math.min(max, Math.max(min, next)).toFixed(decimals)));
  const nudge = (steps: number) => {
    const typed = parseFloat(draft ?? '');
    const next = Math.min(max, Math.max(min, (Number.isNaN(typed) ? value : typed) + steps * step));
    set(next);
    if (draft !== null) setDraft(next.toFixed(decimals)); // keep editing the raw number
  };

  return (
    <TextField
      label={label}
      value={draft ?? formatter.format(value)}
      onFocus={() => setDraft(String(value))}
      onBlur={() => {
        const parsed = parseFloat(draft ?? '');
        if (!Number.isNaN(parsed)) set(parsed);
        setDraft(null);
      }}
      onChange={(event) => /^\d*\.?\d*$/.test(event.target.value) && setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          nudge(event.key === 'ArrowUp' ? 1 : -1);
        }
      }}
      sx={{ width: 240 }}
      slotProps={{
        htmlInput: {
          role: 'spinbutton',
          inputMode: 'decimal',
          'aria-valuenow': value,
          'aria-valuetext': formatter.format(value), // read out as "$24.50", not "24.5"
          'aria-valuemin': min,
          'aria-valuemax': max,
        },
        input: {
          endAdornment: (
            <InputAdornment
              position="end"
              sx={{ flexDirection: 'column', height: 'auto', maxHeight: 'none' }}
            >
              <IconButton
                aria-label={`Increase ${label}`}
                tabIndex={-1}
                sx={{ p: 0 }}
                disabled={value >= max}
                onClick={() => nudge(1)}
              >
                <KeyboardArrowUpRounded fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Decrease ${label}`}
                tabIndex={-1}
                sx={{ p: 0 }}
                disabled={value <= min}
                onClick={() => nudge(-1)}
              >
                <KeyboardArrowDownRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const PRICE_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };
const WEIGHT_FORMAT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilogram',
  maximumFractionDigits: 1,
};

export default function UnitFormattedFields() {
  const [price, setPrice] = React.useState(24.5);
  const [weight, setWeight] = React.useState(1.2);

  return (
    <Stack spacing={3}>
      <FormattedNumberField
        label="Price per unit"
        value={price}
        onChange={setPrice}
        min={0}
        max={999}
        step={0.5}
        format={PRICE_FORMAT}
      />
      <FormattedNumberField
        label="Parcel weight"
        value={weight}
        onChange={setWeight}
        min={0.1}
        max={30}
        step={0.1}
        format={WEIGHT_FORMAT}
      />
    </Stack>
  );
}
