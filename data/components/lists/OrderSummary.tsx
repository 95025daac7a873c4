import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const lines = [
  { item: 'Ceramic pour-over set', detail: 'Qty 1', price: 48 },
  { item: 'Single-origin beans, 250 g', detail: 'Qty 2', price: 28 },
  { item: 'Paper filters (100)', detail: 'Qty 1', price: 6.5 },
];

const format = (value: number) => `€${value.toFixed(2)}`;

export default function OrderSummary() {
  const total = lines.reduce((sum, line) => sum + line.price, 0);

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <CardContent>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'medium' }}>
          Order summary
        </Typography>
        {/* The card's padding already sets the left and right edges, so the rows drop their own gutters. */}
        <List dense>
          {lines.map((line) => (
            <ListItem
              key={line.item}
              disableGutters
              secondaryAction={<Typography variant="body2">{format(line.price)}</Typography>}
            >
              <ListItemText primary={line.item} secondary={line.detail} />
            </ListItem>
          ))}
          <Divider component="li" aria-hidden="true" />
          <ListItem
            disableGutters
            secondaryAction={
              <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
                {format(total)}
              </Typography>
            }
          >
            <ListItemText primary="Total" slotProps={{ primary: { sx: { fontWeight: 'bold' } } }} />
          </ListItem>
        </List>
      </CardContent>
    </Card>
  );
}
