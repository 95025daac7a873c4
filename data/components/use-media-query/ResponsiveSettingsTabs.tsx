import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const sections = [
  { label: 'Profile', text: 'Name, photo and the email address people see.' },
  { label: 'Security', text: 'Password, passkeys and signed-in devices.' },
  { label: 'Billing', text: 'Plan, invoices and payment methods.' },
];

export default function ResponsiveSettingsTabs() {
  const theme = useTheme();
  // `md` and wider: vertical tabs beside the content. Narrower: tabs above it.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tab, setTab] = React.useState(0);
  const baseId = React.useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Tabs
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="scrollable"
        value={tab}
        onChange={(event, value: number) => setTab(value)}
        aria-label="Account settings"
        sx={wide ? { borderRight: 1, borderColor: 'divider', minWidth: 160 } : { borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section, index) => (
          <Tab key={section.label} label={section.label} id={`${baseId}-tab-${index}`} aria-controls={`${baseId}-panel-${index}`} />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={tab !== index}
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          sx={{ p: 2 }}
        >
          <Typography variant="body2">{section.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
