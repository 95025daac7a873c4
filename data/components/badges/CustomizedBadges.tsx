import Badge, { badgeClasses } from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';

// A counter with a ring in the surface colour, so it stands out from the icon.
const RingBadge = styled(Badge)(({ theme }) => ({
  [`& .${badgeClasses.badge}`]: {
    top: 6,
    right: 4,
    border: `2px solid ${(theme.vars ?? theme).palette.background.paper}`,
    padding: '0 4px',
  },
}));

export default function CustomizedBadges() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Shopping bag, 5 items">
        <RingBadge badgeContent={5} color="success">
          <ShoppingBagIcon />
        </RingBadge>
      </IconButton>
      <Badge
        badgeContent="New"
        color="secondary"
        slotProps={{
          badge: {
            sx: { textTransform: 'uppercase', fontSize: '0.625rem', letterSpacing: 0.5, right: -6 },
          },
        }}
      >
        <Button variant="outlined">Reports</Button>
      </Badge>
    </Stack>
  );
}
