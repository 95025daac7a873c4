import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const shipments = [
  { id: 'SH-1042', shipped: '2025-02-03', destination: 'Rotterdam' },
  { id: 'SH-1057', shipped: '2025-02-11', destination: 'Lyon' },
  { id: 'SH-1063', shipped: '2025-02-17', destination: 'Gdańsk' },
  { id: 'SH-1071', shipped: '2025-02-24', destination: 'Porto' },
  { id: 'SH-1088', shipped: '2025-03-04', destination: 'Hamburg' },
];

export default function ShipmentFilterClear() {
  const [since, setSince] = React.useState<Dayjs | null>(dayjs('2025-02-15'));
  const [cleared, setCleared] = React.useState(0);

  const visible = shipments.filter(
    (shipment) => since === null || !since.isValid() || !dayjs(shipment.shipped).isBefore(since, 'day'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Shipped on or after"
          value={since}
          onChange={setSince}
          referenceDate={dayjs('2025-02-01')}
          slotProps={{
            field: {
              clearable: true,
              onClear: () => setCleared((count) => count + 1),
            },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {visible.length} of {shipments.length} shipments · filter cleared {cleared} time
          {cleared === 1 ? '' : 's'}
        </Typography>
        <List dense aria-label="Filtered shipments">
          {visible.map((shipment) => (
            <ListItem key={shipment.id} disableGutters>
              <ListItemText
                primary={`${shipment.id} to ${shipment.destination}`}
                secondary={dayjs(shipment.shipped).format('ddd, MMM D')}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </LocalizationProvider>
  );
}
