import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import {
  useIsValidValue,
  usePickerActionsContext,
  usePickerContext,
} from '@mui/x-date-pickers/hooks';

const invoiceDate = dayjs('2025-05-20');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Net 15', getValue: () => invoiceDate.add(15, 'day') },
  { label: 'Net 30', getValue: () => invoiceDate.add(30, 'day') },
  { label: 'End of next month', getValue: () => invoiceDate.add(1, 'month').endOf('month') },
  { label: 'End of quarter', getValue: () => dayjs('2025-06-30') },
];

function TermsList(props: PickersShortcutsProps<Dayjs | null>) {
  // `ownerState` and `changeImportance` are meant for the slot, not for the DOM.
  const { items = [], changeImportance = 'accept', className, sx } = props;
  const { value } = usePickerContext<Dayjs | null>();
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <List
      dense
      className={className}
      sx={sx}
      subheader={<ListSubheader>Payment terms</ListSubheader>}
    >
      {items.map((item) => {
        const itemValue = item.getValue({ isValid });
        const selected = value != null && itemValue != null && value.isSame(itemValue, 'day');
        return (
          <ListItem key={item.label} disablePadding>
            <ListItemButton
              selected={selected}
              disabled={!isValid(itemValue)}
              onClick={() =>
                setValue(itemValue, {
                  changeImportance,
                  shortcut: { id: item.id, label: item.label },
                })
              }
            >
              <ListItemText primary={item.label} secondary={itemValue?.format('MMM D')} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

export default function BillingDayShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={invoiceDate.add(30, 'day')}
        minDate={invoiceDate}
        displayStaticWrapperAs="desktop"
        slots={{ shortcuts: TermsList }}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
