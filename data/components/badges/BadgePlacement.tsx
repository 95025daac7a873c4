import Badge, { BadgeOrigin } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';

const corners: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function BadgePlacement() {
  return (
    <Stack direction="row" spacing={5} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
      {corners.map((anchorOrigin) => (
        <Stack key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`} spacing={1.5} sx={{ alignItems: 'center' }}>
          <Badge color="secondary" badgeContent={3} anchorOrigin={anchorOrigin}>
            <Box sx={{ p: 1, display: 'flex', bgcolor: 'action.selected', borderRadius: 1 }}>
              <CalendarMonthIcon sx={{ color: 'action.active' }} />
            </Box>
          </Badge>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {anchorOrigin.vertical} {anchorOrigin.horizontal}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
