import { ThemeProvider, createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

// Tell TypeScript that <Button variant="dashed"> is allowed.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiButton: {
      variants: [
        {
          props: { variant: 'dashed' },
          style: ({ theme }) => ({
            border: `2px dashed ${(theme.vars ?? theme).palette.divider}`,
            color: (theme.vars ?? theme).palette.text.secondary,
            padding: theme.spacing(1, 2),
            '&:hover': {
              borderColor: (theme.vars ?? theme).palette.primary.main,
              color: (theme.vars ?? theme).palette.primary.main,
            },
          }),
        },
        {
          // A combination of existing props can get its own look too.
          props: { variant: 'dashed', size: 'small' },
          style: { borderWidth: 1, padding: '2px 10px' },
        },
      ],
    },
  },
});

export default function DashedButtonVariant() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="dashed" startIcon={<AddIcon />}>
          Add a section
        </Button>
        <Button variant="dashed" size="small">
          Add a field
        </Button>
        <Button variant="contained">Publish</Button>
      </Stack>
    </ThemeProvider>
  );
}
