import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

interface SpinnerProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
}

function NumberSpinner({
  label,
  value,
  onChange,
  min,
  max,
  size,
  error,
  helperText,
}: SpinnerProps) {
  const id = React.useId();
  const [draft, setDraft] = React.useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.min(max, Math.max(min, next)));
  };
  // Start from what is typed, if anything, so that typing 5 then Arrow Up gives 6.
  const current = draft !== null && draft !== '' ? Number(draft) : value;
  const keys: Record<string, number> = {
    ArrowUp: current + 1,
    ArrowDown: current - 1,
    Home: min,
    End: max,
  };

  return (
    <FormControl size={size} error={error}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5, typography: 'body2' }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={`Remove one (${label})`}
          tabIndex={-1}
          size={size}
          disabled={value <= min}
          onClick={() => set(value - 1)}
        >
          <RemoveRounded />
        </IconButton>
        <OutlinedInput
          id={id}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            if (/^\d*$/.test(text)) setDraft(text); // digits only; applied on blur or Enter
          }}
          onBlur={() => draft !== null && set(draft === '' ? min : Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) set(draft === '' ? min : Number(draft));
            if (event.key in keys) {
              event.preventDefault();
              set(keys[event.key]);
            }
          }}
          sx={{ width: size === 'small' ? 64 : 80 }}
          slotProps={{
            input: {
              role: 'spinbutton',
              inputMode: 'numeric',
              'aria-valuenow': value,
              'aria-valuemin': min,
              'aria-valuemax': max,
              'aria-describedby': helperText ? `${id}-helper` : undefined,
              style: { textAlign: 'center' },
            },
          }}
        />
        <IconButton
          aria-label={`Add one (${label})`}
          tabIndex={-1}
          size={size}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          <AddRounded />
        </IconButton>
      </Stack>
      {helperText && (
        <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

const VIP_SEATS_LEFT = 2;

export default function TicketSpinners() {
  const [standard, setStandard] = React.useState(2);
  const [parking, setParking] = React.useState(1);
  const [vip, setVip] = React.useState(3);
  const soldOut = vip > VIP_SEATS_LEFT;

  return (
    <Stack spacing={3}>
      <NumberSpinner
        label="Standard tickets"
        value={standard}
        onChange={setStandard}
        min={0}
        max={10}
      />
      <NumberSpinner
        label="Parking passes"
        size="small"
        value={parking}
        onChange={setParking}
        min={0}
        max={4}
      />
      <NumberSpinner
        label="VIP tickets"
        size="small"
        value={vip}
        onChange={setVip}
        min={0}
        max={6}
        error={soldOut}
        helperText={soldOut ? `Only ${VIP_SEATS_LEFT} VIP seats left` : 'Includes backstage access'}
      />
    </Stack>
  );
}
