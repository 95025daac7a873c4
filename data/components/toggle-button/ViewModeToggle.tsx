import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';

const files = ['Invoice.pdf', 'Logo.svg', 'Budget.xlsx', 'Notes.txt'];

export default function ViewModeToggle() {
  const [view, setView] = React.useState<'list' | 'grid'>('list');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        orientation="vertical"
        value={view}
        exclusive
        size="small"
        onChange={(event, next: 'list' | 'grid' | null) => next && setView(next)}
        aria-label="File view"
      >
        <ToggleButton value="list" aria-label="List view">
          <ViewListIcon />
        </ToggleButton>
        <ToggleButton value="grid" aria-label="Grid view">
          <ViewModuleIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          flex: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: view === 'grid' ? 'repeat(2, 1fr)' : '1fr',
        }}
      >
        {files.map((file) => (
          <Paper key={file} variant="outlined" sx={{ p: view === 'grid' ? 2 : 1, typography: 'body2' }}>
            {file}
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
