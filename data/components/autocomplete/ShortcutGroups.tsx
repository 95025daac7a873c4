import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';

interface Command {
  area: string;
  name: string;
  keys: string;
}

// Sorted by area, the key used by groupBy.
const commands: Command[] = [
  { area: 'Editor', name: 'Duplicate line', keys: 'Shift Alt ↓' },
  { area: 'Editor', name: 'Format document', keys: 'Shift Alt F' },
  { area: 'Editor', name: 'Toggle comment', keys: 'Ctrl /' },
  { area: 'Navigation', name: 'Go to file', keys: 'Ctrl P' },
  { area: 'Navigation', name: 'Go to line', keys: 'Ctrl G' },
  { area: 'Navigation', name: 'Go to symbol', keys: 'Ctrl Shift O' },
  { area: 'View', name: 'Toggle sidebar', keys: 'Ctrl B' },
  { area: 'View', name: 'Toggle terminal', keys: 'Ctrl `' },
  { area: 'View', name: 'Zen mode', keys: 'Ctrl K Z' },
];

const GroupHeader = styled('div')(({ theme }) => ({
  position: 'sticky',
  top: -8,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'space-between',
  padding: theme.spacing(0.75, 2),
  fontSize: theme.typography.pxToRem(12),
  fontWeight: theme.typography.fontWeightBold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: (theme.vars || theme).palette.primary.main,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
}));

const GroupItems = styled('ul')({ padding: 0 });

export default function ShortcutGroups() {
  return (
    <Autocomplete
      sx={{ width: 340 }}
      options={commands}
      groupBy={(command) => command.area}
      getOptionLabel={(command) => command.name}
      renderGroup={(params) => (
        <li key={params.key}>
          <GroupHeader>
            <span>{params.group}</span>
            <span>{React.Children.count(params.children)} commands</span>
          </GroupHeader>
          <GroupItems>{params.children}</GroupItems>
        </li>
      )}
      renderOption={(props, command) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {command.name}
            <Box
              component="kbd"
              sx={{ ml: 'auto', pl: 2, fontSize: 12, color: 'text.secondary', fontFamily: 'monospace' }}
            >
              {command.keys}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Run a command" />}
    />
  );
}
