import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function CartBadgeButton() {
  const [count, setCount] = React.useState(2);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 480 }}>
      <div style={{ flexGrow: 1 }}>
        <Typography>Ceramic pour-over set</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          $38.00
        </Typography>
      </div>
      <Button
        variant="outlined"
        startIcon={<AddShoppingCartIcon />}
        onClick={() => setCount((value) => value + 1)}
      >
        Add to cart
      </Button>
      {/* The badge is decorative for screen readers: the count is part of the label. */}
      <IconButton aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <Badge badgeContent={count} max={99} color="primary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
