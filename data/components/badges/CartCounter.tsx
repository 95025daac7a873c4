import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function CartCounter() {
  const [count, setCount] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={count} invisible={hidden} color="primary">
          <ShoppingCartIcon sx={{ color: 'action.active' }} />
        </Badge>
        <ButtonGroup size="small" aria-label="Cart quantity">
          <Button onClick={() => setCount((c) => Math.max(c - 1, 0))}>Remove item</Button>
          <Button onClick={() => setCount((c) => c + 1)}>Add item</Button>
        </ButtonGroup>
      </Stack>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide badge (invisible)"
      />
      <span aria-live="polite">
        {count} {count === 1 ? 'item' : 'items'} in the cart
      </span>
    </Stack>
  );
}
