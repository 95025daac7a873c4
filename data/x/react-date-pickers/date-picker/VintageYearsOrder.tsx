import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Order = 'asc' | 'desc';

export default function VintageYearsOrder() {
  const [order, setOrder] = React.useState<Order>('desc');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={order}
          onChange={(_event, next: Order | null) => {
            if (next) {
              setOrder(next);
            }
          }}
          aria-label="Order of the years"
        >
          <ToggleButton value="desc">Newest first</ToggleButton>
          <ToggleButton value="asc">Oldest first</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          label="Wine vintage"
          views={['year']}
          yearsOrder={order}
          yearsPerRow={3}
          minDate={dayjs('1970-01-01')}
          maxDate={dayjs('2024-12-31')}
          defaultValue={dayjs('2016-01-01')}
          slotProps={{ textField: { helperText: 'Vintages 1970 to 2024' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
