import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import {
  DataGrid,
  getGridDateOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Booking = { id: number; plate: string; customer: string; lastService: Date | null; slot: Date | null };

// Local dates built from fixed numbers: the same text on the server and in the browser.
const bookings: Booking[] = [
  { id: 1, plate: 'KX71 RTE', customer: 'Moreno Plumbing', lastService: new Date(2024, 10, 4), slot: new Date(2025, 5, 2, 8, 30) },
  { id: 2, plate: 'LB19 WQA', customer: 'Greenway Florists', lastService: new Date(2025, 0, 17), slot: new Date(2025, 5, 2, 11, 0) },
  { id: 3, plate: 'MA22 ZHK', customer: 'Sato Removals', lastService: new Date(2024, 7, 29), slot: new Date(2025, 5, 3, 9, 15) },
  { id: 4, plate: 'YD68 PLC', customer: 'Brightside Dental', lastService: null, slot: new Date(2025, 5, 4, 14, 45) },
];

const toDayjs = (value: unknown) => (value instanceof Date ? dayjs(value) : null);

// Edit component: a picker instead of the browser's date input. `withTime` picks the variant.
function PickerEditCell(props: GridRenderEditCellParams<Booking, Date | null> & { withTime: boolean }) {
  const { id, field, value, withTime } = props;
  const apiRef = useGridApiContext();
  const Picker = withTime ? DesktopDateTimePicker : DesktopDatePicker;
  return (
    <Picker
      value={toDayjs(value)}
      onChange={(next: Dayjs | null) => apiRef.current.setEditCellValue({ id, field, value: next?.isValid() ? next.toDate() : null })}
      autoFocus
      // Each section of the field (month, day, year…) carries its own accessible name.
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

// Filter value input: the same picker in the filter panel, so both places read dates alike.
function PickerFilterInput(props: GridFilterInputValueProps & { withTime?: boolean }) {
  const { item, applyValue, withTime } = props;
  const Picker = withTime ? DesktopDateTimePicker : DesktopDatePicker;
  return (
    <Picker
      label="Value"
      value={toDayjs(item.value)}
      onChange={(next: Dayjs | null) => applyValue({ ...item, value: next?.isValid() ? next.toDate() : undefined })}
      slotProps={{ textField: { size: 'small', variant: 'standard' } }}
    />
  );
}

function pickerColumn(withTime: boolean): GridColTypeDef {
  return {
    type: withTime ? 'dateTime' : 'date',
    width: withTime ? 190 : 150,
    valueFormatter: (value: Date | null) => (value ? dayjs(value).format(withTime ? 'D MMM YYYY, HH:mm' : 'D MMM YYYY') : '—'),
    renderEditCell: (params: GridRenderEditCellParams<Booking, Date | null>) => <PickerEditCell {...params} withTime={withTime} />,
    filterOperators: getGridDateOperators(withTime).map((operator) => ({
      ...operator,
      InputComponent: operator.InputComponent ? PickerFilterInput : undefined,
      InputComponentProps: { withTime },
    })),
  };
}

const columns: GridColDef<Booking>[] = [
  { field: 'plate', headerName: 'Plate', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'lastService', headerName: 'Last service', editable: true, ...pickerColumn(false) },
  { field: 'slot', headerName: 'Booked slot', editable: true, ...pickerColumn(true) },
];

export default function ServicePickerColumns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid label="Service bookings" rows={bookings} columns={columns} hideFooter />
      </div>
    </LocalizationProvider>
  );
}
