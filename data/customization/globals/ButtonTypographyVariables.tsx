import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

const base = { cssVariables: true, colorSchemes: { light: true, dark: true } } as const;
const defaultTheme = createTheme(base);
// One theme value: every component whose text uses typography.button follows it.
const sentenceCase = createTheme({
  ...base,
  typography: {
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.01em', fontSize: '0.9375rem' },
  },
});

function CheckoutActions({ title, theme }: { title: string; theme: Theme }) {
  const [tab, setTab] = React.useState('delivery');
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1.5} sx={{ flex: '1 1 260px' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {title}
        </Typography>
        <Tabs value={tab} onChange={(event, value: string) => setTab(value)} aria-label={`Checkout steps, ${title}`}>
          <Tab value="delivery" label="Delivery" />
          <Tab value="payment" label="Payment" />
        </Tabs>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Place order</Button>
          <Button>Edit basket</Button>
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}

export default function ButtonTypographyVariables() {
  return (
    <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap', width: '100%' }}>
      <CheckoutActions title="Default typography.button" theme={defaultTheme} />
      <CheckoutActions title="Customized typography.button" theme={sentenceCase} />
    </Stack>
  );
}
