import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Monthly visitors', value: '48.2k' },
  { label: 'Conversion rate', value: '3.1%' },
  { label: 'Avg. order', value: '$64' },
];

export default function ResponsiveStats() {
  return (
    <Box
      sx={{
        display: 'flex',
        // Object syntax: a column on phones, a row from the `sm` breakpoint up.
        flexDirection: { xs: 'column', sm: 'row' },
        // 8px between cards on phones, 16px from sm, 24px from md.
        gap: { xs: 1, sm: 2, md: 3 },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            flex: 1,
            p: { xs: 1.5, md: 2.5 },
            borderRadius: 1,
            bgcolor: 'action.hover',
            textAlign: { xs: 'left', sm: 'center' },
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
          <Typography sx={{ typography: 'h6', fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 'bold' }}>
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
