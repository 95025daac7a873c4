import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

// Hand-written stand-in for Tailwind's output. `dark:` is redefined to follow Material UI's
// colour scheme attribute, as `@custom-variant dark (…)` does in a real Tailwind setup.
const utilities = String.raw`
@layer utilities {
  .tw-notice .rounded-2xl { border-radius: 1rem; }
  .tw-notice .border { border: 1px solid; }
  .tw-notice .border-amber-300 { border-color: #fcd34d; }
  .tw-notice .bg-amber-50 { background-color: #fffbeb; }
  .tw-notice .text-amber-900 { color: #78350f; }
  .tw-notice .font-medium { font-weight: 500; }
  .tw-notice .dark\:border-amber-800:where([data-mui-color-scheme=dark], [data-mui-color-scheme=dark] *) { border-color: #92400e; }
  .tw-notice .dark\:bg-amber-950:where([data-mui-color-scheme=dark], [data-mui-color-scheme=dark] *) { background-color: #451a03; }
  .tw-notice .dark\:text-amber-100:where([data-mui-color-scheme=dark], [data-mui-color-scheme=dark] *) { color: #fef3c7; }
}
`;

export default function TrialNoticeDarkVariant() {
  return (
    <Box className="tw-notice" sx={{ width: '100%', maxWidth: 480 }}>
      <style>{utilities}</style>
      <Alert
        severity="warning"
        className="rounded-2xl border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        slotProps={{
          icon: { className: 'text-amber-900 dark:text-amber-100' },
          message: { className: 'font-medium' },
        }}
        action={
          <Button color="inherit" size="small">
            Upgrade
          </Button>
        }
      >
        Your trial ends in 3 days. Projects stay read-only until you choose a plan.
      </Alert>
    </Box>
  );
}
