import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import FavoriteIcon from '@mui/icons-material/Favorite';

const colors = ['inherit', 'action', 'disabled', 'primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

export default function IconSizesAndColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end' }}>
        <CloudDoneIcon fontSize="small" />
        <CloudDoneIcon />
        <CloudDoneIcon fontSize="large" />
        <CloudDoneIcon sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CloudDoneIcon fontSize="inherit" /> Synced
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Stack key={color} spacing={0.5} sx={{ alignItems: 'center', minWidth: 64 }}>
            <FavoriteIcon color={color} />
            <Typography variant="caption">{color}</Typography>
          </Stack>
        ))}
        <Stack spacing={0.5} sx={{ alignItems: 'center', minWidth: 64 }}>
          <FavoriteIcon sx={{ color: 'grey.500' }} />
          <Typography variant="caption">sx grey.500</Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
