import Box from '@mui/material/Box';

const usage = [
  { label: 'Photos', gigabytes: 41, color: 'primary.main' },
  { label: 'Documents', gigabytes: 18, color: 'secondary.main' },
  { label: 'Backups', gigabytes: 27, color: 'warning.main' },
];
const capacity = 100;

export default function StorageMeter() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Box sx={{ typography: 'body2', fontWeight: 'fontWeightMedium', mb: 1 }}>
        86 GB of {capacity} GB used
      </Box>
      <Box
        role="img"
        aria-label="Storage: photos 41 GB, documents 18 GB, backups 27 GB"
        sx={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden', bgcolor: 'background.paper' }}
      >
        {usage.map((item) => (
          <Box key={item.label} sx={{ width: `${(item.gigabytes / capacity) * 100}%`, bgcolor: item.color }} />
        ))}
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, mt: 1.5, mb: 0 }}>
        {usage.map((item) => (
          <Box
            component="li"
            key={item.label}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption', color: 'text.secondary' }}
          >
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
            {item.label} ({item.gigabytes} GB)
          </Box>
        ))}
      </Box>
    </Box>
  );
}
