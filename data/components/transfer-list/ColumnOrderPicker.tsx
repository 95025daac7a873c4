import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';

const allColumns = ['Order ID', 'Customer', 'Date', 'Status', 'Total', 'Carrier', 'Tracking number', 'Notes'];

export default function ColumnOrderPicker() {
  const [visible, setVisible] = React.useState(['Order ID', 'Customer', 'Total']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const hidden = allColumns.filter((column) => !visible.includes(column));

  const toggle = (column: string) =>
    setChecked((prev) => (prev.includes(column) ? prev.filter((c) => c !== column) : [...prev, column]));

  const show = () => {
    setVisible([...visible, ...hidden.filter((c) => checked.includes(c))]);
    setChecked([]);
  };
  const hide = () => {
    setVisible(visible.filter((c) => !checked.includes(c)));
    setChecked([]);
  };
  const shift = (column: string, delta: number) => {
    const from = visible.indexOf(column);
    const next = [...visible];
    next.splice(from, 1);
    next.splice(from + delta, 0, column);
    setVisible(next);
  };

  const row = (column: string, actions?: React.ReactNode) => (
    <ListItem key={column} sx={{ py: 0 }} secondaryAction={actions}>
      <FormControlLabel
        label={column}
        control={<Checkbox size="small" checked={checked.includes(column)} onChange={() => toggle(column)} />}
      />
    </ListItem>
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: 220 }}>
        <List dense aria-label="Hidden columns" sx={{ height: 260, overflow: 'auto' }}>
          {hidden.map((column) => row(column))}
        </List>
      </Paper>
      <Stack spacing={1} direction={{ xs: 'row', sm: 'column' }}>
        <Button size="small" variant="outlined" onClick={show} disabled={!hidden.some((c) => checked.includes(c))}>Show</Button>
        <Button size="small" variant="outlined" onClick={hide} disabled={!visible.some((c) => checked.includes(c))}>Hide</Button>
      </Stack>
      <Paper variant="outlined" sx={{ width: 300 }}>
        <List dense aria-label="Visible columns, in display order" sx={{ height: 260, overflow: 'auto' }}>
          {visible.map((column, index) =>
            row(
              column,
              <>
                <IconButton size="small" aria-label={`Move ${column} up`} disabled={index === 0} onClick={() => shift(column, -1)}>
                  <ArrowUpward fontSize="inherit" />
                </IconButton>
                <IconButton size="small" edge="end" aria-label={`Move ${column} down`} disabled={index === visible.length - 1} onClick={() => shift(column, 1)}>
                  <ArrowDownward fontSize="inherit" />
                </IconButton>
              </>,
            ),
          )}
        </List>
      </Paper>
    </Stack>
  );
}
