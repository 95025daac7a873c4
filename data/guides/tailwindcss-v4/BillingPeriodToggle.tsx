import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

// A stand-in for Tailwind's output (no Tailwind here), in the `utilities` layer.
// The class names with brackets are Tailwind's arbitrary variants: `[&.Mui-selected]:x`
// applies utility x when the element also has Material UI's state class.
const utilities = String.raw`
@layer utilities {
  .tw-billing {
    --color-primary: var(--mui-palette-primary-main);
    --color-on-primary: var(--mui-palette-primary-contrastText);
    --color-muted: var(--mui-palette-action-hover);
    --color-foreground: var(--mui-palette-text-primary);
  }
  .tw-billing .gap-1 { gap: 0.25rem; }
  .tw-billing .p-1 { padding: 0.25rem; }
  .tw-billing .rounded-full { border-radius: 9999px; }
  .tw-billing .border-0 { border-width: 0; }
  .tw-billing .px-4 { padding-inline: 1rem; }
  .tw-billing .bg-muted { background-color: var(--color-muted); }
  .tw-billing .text-foreground { color: var(--color-foreground); }
  .tw-billing .\[\&\.Mui-selected\]\:bg-primary.Mui-selected { background-color: var(--color-primary); }
  .tw-billing .\[\&\.Mui-selected\]\:text-on-primary.Mui-selected { color: var(--color-on-primary); }
  .tw-billing .\[\&\.Mui-selected\:hover\]\:opacity-90.Mui-selected:hover { opacity: 0.9; }
}
`;

const periods = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly (2 months free)' },
];

export default function BillingPeriodToggle() {
  const [period, setPeriod] = React.useState('yearly');

  return (
    <Box className="tw-billing">
      <style>{utilities}</style>
      <ToggleButtonGroup
        exclusive
        value={period}
        onChange={(event, next: string | null) => next && setPeriod(next)}
        aria-label="Billing period"
        className="gap-1 p-1 rounded-full bg-muted"
      >
        {periods.map(({ value, label }) => (
          <ToggleButton
            key={value}
            value={value}
            size="small"
            className="rounded-full border-0 px-4 text-foreground [&.Mui-selected]:bg-primary [&.Mui-selected]:text-on-primary [&.Mui-selected:hover]:opacity-90"
          >
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
