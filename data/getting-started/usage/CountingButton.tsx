import * as React from 'react';
import Button from '@mui/material/Button';

export default function CountingButton() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
      Clicked {count} times
    </Button>
  );
}
