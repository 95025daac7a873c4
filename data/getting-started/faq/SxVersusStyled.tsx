import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// styled(): a named, reusable component; the styles are created once at module level.
const StatusChip = styled(Chip)(({ theme }) => ({
  fontWeight: theme.typography.fontWeightBold,
  borderRadius: theme.shape.borderRadius,
  letterSpacing: 0.5,
  textTransform: 'uppercase',
}));

export default function SxVersusStyled() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* sx: one-off styles written where the element is used, with theme shorthands. */}
      <Chip
        label="Shipped"
        color="success"
        sx={{ fontWeight: 'bold', borderRadius: 1, letterSpacing: 0.5, textTransform: 'uppercase' }}
      />
      {/* The styled version reads the same theme values and accepts every Chip prop. */}
      <StatusChip label="Shipped" color="success" />
      <StatusChip label="Delayed" color="warning" variant="outlined" />
    </Stack>
  );
}
