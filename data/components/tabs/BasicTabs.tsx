import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { value: 'profile', label: 'Profile', text: 'Your name, photo and public bio.' },
  { value: 'security', label: 'Security', text: 'Password, two-factor authentication and active sessions.' },
  { value: 'notifications', label: 'Notifications', text: 'Choose which emails and push alerts you receive.' },
  { value: 'billing', label: 'Billing', text: 'Only the account owner can change billing.', disabled: true },
];

export default function BasicTabs() {
  const [value, setValue] = React.useState('profile');
  // One prefix per instance keeps every id unique, even with several tab sets on a page.
  const idPrefix = React.useId();
  const tabId = (section: string) => `${idPrefix}-tab-${section}`;
  const panelId = (section: string) => `${idPrefix}-panel-${section}`;

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(event, newValue: string) => setValue(newValue)}
        aria-label="Account settings"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section) => (
          <Tab
            key={section.value}
            value={section.value}
            label={section.label}
            disabled={section.disabled}
            id={tabId(section.value)}
            aria-controls={panelId(section.value)}
          />
        ))}
      </Tabs>
      {sections.map((section) => (
        <div
          key={section.value}
          role="tabpanel"
          hidden={value !== section.value}
          id={panelId(section.value)}
          aria-labelledby={tabId(section.value)}
        >
          {value === section.value && (
            <Typography sx={{ p: 3 }}>{section.text}</Typography>
          )}
        </div>
      ))}
    </Box>
  );
}
