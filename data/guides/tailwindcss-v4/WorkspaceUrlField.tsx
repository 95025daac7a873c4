import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

// Not Tailwind: a hand-written stand-in for the CSS Tailwind would generate for the
// class names used below. It sits in the `utilities` layer, after Material UI's `mui`
// layer, as in a real setup, and is scoped to `.tw-demo` to leave the page alone.
const utilities = String.raw`
@layer utilities {
  .tw-demo {
    /* @theme bridge: Tailwind colours that read Material UI's CSS variables */
    --color-primary-tint: rgb(var(--mui-palette-primary-mainChannel) / 0.06);
    --color-ring: rgb(var(--mui-palette-primary-mainChannel) / 0.25);
  }
  .tw-demo .w-full { width: 100%; }
  .tw-demo .max-w-sm { max-width: 24rem; }
  .tw-demo .rounded-xl { border-radius: 0.75rem; }
  .tw-demo .bg-primary-tint { background-color: var(--color-primary-tint); }
  .tw-demo .focus-within\:ring-4:focus-within { box-shadow: 0 0 0 4px var(--color-ring); }
  .tw-demo .font-mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .tw-demo .font-semibold { font-weight: 600; }
  .tw-demo .text-xs { font-size: 0.75rem; line-height: 1rem; }
  .tw-demo .mx-1 { margin-inline: 0.25rem; }
}
`;

export default function WorkspaceUrlField() {
  return (
    <Box className="tw-demo" sx={{ width: '100%', maxWidth: 420 }}>
      <style>{utilities}</style>
      <TextField
        label="Workspace address"
        defaultValue="northwind-studio"
        helperText="Letters, digits and hyphens. You can change it later."
        // The root element: the FormControl around label, input and helper text.
        className="w-full max-w-sm"
        slotProps={{
          // The OutlinedInput root: the box with the border.
          input: {
            className: 'rounded-xl bg-primary-tint focus-within:ring-4',
            startAdornment: <InputAdornment position="start">app.example.com/</InputAdornment>,
          },
          // The <input> element itself.
          htmlInput: { className: 'font-mono' },
          inputLabel: { className: 'font-semibold' },
          formHelperText: { className: 'mx-1 text-xs' },
        }}
      />
    </Box>
  );
}
