import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

const usage = [
  { label: 'Photos', gb: 18, color: 'primary.main' },
  { label: 'Videos', gb: 9, color: 'secondary.main' },
  { label: 'Documents', gb: 5, color: 'success.main' },
  { label: 'Free', gb: 32, color: 'action.selected' },
];

export default function StorageUsage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 480 }}>
      {/* flexGrow: 1 on the field: it takes whatever width the button leaves. */}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField size="small" label="Invite by email" sx={{ flexGrow: 1 }} />
        <Button variant="contained">Invite</Button>
      </Box>
      <div>
        {/* Every segment starts at 0 (flexBasis) and grows by its size in GB: widths follow the ratios. */}
        <Box role="img" aria-label="Storage: 32 of 64 GB used" sx={{ display: 'flex', height: 16, borderRadius: 1, overflow: 'hidden' }}>
          {usage.map((item) => (
            <Box key={item.label} sx={{ flexGrow: item.gb, flexBasis: 0, bgcolor: item.color }} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1, typography: 'body2', color: 'text.secondary' }}>
          {usage.map((item) => (
            <Box key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
              {item.label} · {item.gb} GB
            </Box>
          ))}
        </Box>
      </div>
    </Box>
  );
}
