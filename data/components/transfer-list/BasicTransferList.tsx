import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const without = (a: string[], b: string[]) => a.filter((item) => !b.includes(item));
const within = (a: string[], b: string[]) => a.filter((item) => b.includes(item));

export default function BasicTransferList() {
  const id = React.useId();
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  const [right, setRight] = React.useState(['Saturday', 'Sunday']);

  const leftChecked = within(checked, left);
  const rightChecked = within(checked, right);

  const toggle = (item: string) =>
    setChecked((prev) => (prev.includes(item) ? without(prev, [item]) : [...prev, item]));

  const moveRight = (items: string[]) => {
    setRight(right.concat(items));
    setLeft(without(left, items));
    setChecked(without(checked, items));
  };
  const moveLeft = (items: string[]) => {
    setLeft(left.concat(items));
    setRight(without(right, items));
    setChecked(without(checked, items));
  };

  const renderList = (title: string, items: string[], titleId: string) => (
    <Paper variant="outlined" sx={{ width: 200 }}>
      <Typography id={titleId} variant="body2" sx={{ px: 2, pt: 1.5, fontWeight: 500 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={titleId} sx={{ height: 230, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              label={item}
              control={<Checkbox size="small" checked={checked.includes(item)} onChange={() => toggle(item)} />}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      {renderList('Working days', left, `${id}-left`)}
      <Stack spacing={1} direction={{ xs: 'row', sm: 'column' }}>
        <Button variant="outlined" size="small" onClick={() => moveRight(left)} disabled={left.length === 0} aria-label="Move all to days off">≫</Button>
        <Button variant="outlined" size="small" onClick={() => moveRight(leftChecked)} disabled={leftChecked.length === 0} aria-label="Move selected to days off">&gt;</Button>
        <Button variant="outlined" size="small" onClick={() => moveLeft(rightChecked)} disabled={rightChecked.length === 0} aria-label="Move selected to working days">&lt;</Button>
        <Button variant="outlined" size="small" onClick={() => moveLeft(right)} disabled={right.length === 0} aria-label="Move all to working days">≪</Button>
      </Stack>
      {renderList('Days off', right, `${id}-right`)}
    </Stack>
  );
}
