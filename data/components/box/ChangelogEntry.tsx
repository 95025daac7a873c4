import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

const changes = [
  { kind: 'Added', text: 'Keyboard shortcut to duplicate a row' },
  { kind: 'Fixed', text: 'Totals row ignored filtered-out values' },
  { kind: 'Fixed', text: 'Tooltip flickered over disabled buttons' },
];

export default function ChangelogEntry() {
  return (
    <Box
      component="article"
      sx={{ p: 2, maxWidth: 480, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'background.paper' }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Box component="h3" sx={{ typography: 'h6', m: 0 }}>
          Version 3.8.0
        </Box>
        <Box component="time" dateTime="2025-03-14" sx={{ typography: 'body2', color: 'text.secondary' }}>
          14 March 2025
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {changes.map((change) => (
          <Box component="li" key={change.text} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip
              size="small"
              label={change.kind}
              color={change.kind === 'Added' ? 'success' : 'primary'}
              variant="outlined"
            />
            <Box component="span" sx={{ typography: 'body2' }}>
              {change.text}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
