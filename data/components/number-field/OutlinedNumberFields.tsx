import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
}

function NumberField(props: NumberFieldProps) {
  const { label, value, onChange, min = -Infinity, max = Infinity, step = 1 } = props;
  const id = React.useId();
  // The text being typed; null while the field simply shows `value`.
  const [draft, setDraft] = React.useState<string | null>(null);
  const decimals = (String(step).split('.')[1] ?? '').length;

  const commit = (next: number) => {
    setDraft(null);
    onChange(Number(Math.min(max, Math.max(min, next)).toFixed(decimals)));
  };
  const nudge = (steps: number) => {
    const start = value ?? (Number.isFinite(min) ? min : 0);
    commit(value === null ? start : start + steps * step);
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowUp: () => nudge(1),
      ArrowDown: () => nudge(-1),
      PageUp: () => nudge(10),
      PageDown: () => nudge(-10),
      Home: () => Number.isFinite(min) && commit(min),
      End: () => Number.isFinite(max) && commit(max),
    };
    if (actions[event.key]) {
      event.preventDefault();
      actions[event.key]();
    }
  };

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.replace(',', '.');
    if (!/^-?\d*\.?\d*$/.test(text)) return; // ignore letters and symbols
    setDraft(text);
    const parsed = parseFloat(text);
    onChange(Number.isNaN(parsed) ? null : parsed);
  };

  return (
    <FormControl size={props.size} error={props.error} sx={{ width: 220 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={draft ?? (value === null ? '' : String(value))}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={() => (value === null ? setDraft(null) : commit(value))}
        slotProps={{
          input: {
            role: 'spinbutton',
            inputMode: decimals > 0 ? 'decimal' : 'numeric',
            'aria-valuenow': value ?? undefined,
            'aria-valuemin': Number.isFinite(min) ? min : undefined,
            'aria-valuemax': Number.isFinite(max) ? max : undefined,
            'aria-describedby': props.helperText ? `${id}-helper` : undefined,
          },
        }}
        endAdornment={
          <InputAdornment
            position="end"
            sx={{ flexDirection: 'column', height: 'auto', maxHeight: 'none' }}
          >
            {/* Out of the tab order: the arrow keys do the same from the input. */}
            <IconButton
              aria-label={`Increase ${label}`}
              tabIndex={-1}
              sx={{ p: 0 }}
              disabled={value !== null && value >= max}
              onClick={() => nudge(1)}
            >
              <KeyboardArrowUpRounded fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Decrease ${label}`}
              tabIndex={-1}
              sx={{ p: 0 }}
              disabled={value !== null && value <= min}
              onClick={() => nudge(-1)}
            >
              <KeyboardArrowDownRounded fontSize="small" />
            </IconButton>
          </InputAdornment>
        }
      />
      {props.helperText && <FormHelperText id={`${id}-helper`}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}

export default function OutlinedNumberFields() {
  const [points, setPoints] = React.useState<number | null>(5);
  const [hours, setHours] = React.useState<number | null>(6.5);
  const [team, setTeam] = React.useState<number | null>(12);
  const tooBig = team !== null && team > 9;

  return (
    <Stack spacing={3}>
      <NumberField label="Story points" value={points} onChange={setPoints} min={0} max={40} />
      <NumberField
        label="Estimate (hours)"
        size="small"
        value={hours}
        onChange={setHours}
        min={0}
        max={80}
        step={0.5}
      />
      <NumberField
        label="Team size"
        size="small"
        value={team}
        onChange={setTeam}
        min={1}
        max={20}
        error={tooBig}
        helperText={tooBig ? 'Squads above 9 people get split in two' : 'From 1 to 9 people'}
      />
    </Stack>
  );
}
