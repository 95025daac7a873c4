import Box from '@mui/material/Box';

const values = ['flex-start', 'flex-end', 'center', 'space-between', 'space-around', 'space-evenly'] as const;
const parts = ['Back', 'Step 2 of 4', 'Next'];

export default function WizardFooters() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {values.map((value) => (
        <div key={value}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            justifyContent: &apos;{value}&apos;
          </Box>
          <Box
            sx={{ display: 'flex', justifyContent: value, gap: 1, mt: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            {parts.map((part) => (
              <Box
                key={part}
                sx={{ px: 1.25, py: 0.5, borderRadius: 1, typography: 'body2', bgcolor: 'action.selected', color: 'text.primary' }}
              >
                {part}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
