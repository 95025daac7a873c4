import Box from '@mui/material/Box';
import Input from '@mui/material/Input';

const rows = [
  { item: 'Oat milk', quantity: '2' },
  { item: 'Sourdough loaf', quantity: '1' },
];

export default function BareInputs() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 80px', gap: 2, maxWidth: 360 }}>
      {rows.map((row) => [
        <Input
          key={`${row.item}-name`}
          defaultValue={row.item}
          slotProps={{ input: { 'aria-label': 'Item' } }}
        />,
        <Input
          key={`${row.item}-qty`}
          defaultValue={row.quantity}
          slotProps={{ input: { 'aria-label': `Quantity of ${row.item}`, inputMode: 'numeric' } }}
        />,
      ])}
      <Input placeholder="Add an item" slotProps={{ input: { 'aria-label': 'New item' } }} />
      <Input disabled defaultValue="1" slotProps={{ input: { 'aria-label': 'New item quantity' } }} />
      <Input error defaultValue="Olive oil 5L" slotProps={{ input: { 'aria-label': 'Item' } }} />
      <Input error defaultValue="-1" slotProps={{ input: { 'aria-label': 'Quantity of olive oil' } }} />
    </Box>
  );
}
