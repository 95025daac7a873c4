import * as React from 'react';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

type Status = 'Packing' | 'In transit' | 'Delivered' | 'Returned';
type Shipment = { id: string; recipient: string; carrier: string; status: Status };

const statuses: Record<Status, ChipProps['color']> = {
  Packing: 'default',
  'In transit': 'info',
  Delivered: 'success',
  Returned: 'warning',
};

const rows: Shipment[] = [
  { id: 'SHP-5501', recipient: 'Noah Schmidt', carrier: 'DHL', status: 'In transit' },
  { id: 'SHP-5502', recipient: 'Ines Moreau', carrier: 'UPS', status: 'Packing' },
  { id: 'SHP-5503', recipient: 'Kwame Mensah', carrier: 'FedEx', status: 'Delivered' },
  { id: 'SHP-5504', recipient: 'Hana Kobayashi', carrier: 'DHL', status: 'Returned' },
];

function StatusEditCell({ id, field, value }: GridRenderEditCellParams<Shipment, Status>) {
  const apiRef = useGridApiContext();

  // Store the value, then leave edit mode at once: one click is enough.
  const handleChange = async (event: SelectChangeEvent<Status>) => {
    const isValid = await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    if (isValid) {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select<Status>
      value={value}
      onChange={handleChange}
      defaultOpen
      fullWidth
      variant="standard"
      disableUnderline
      inputProps={{ 'aria-label': 'Shipment status' }}
      sx={{ height: '100%', px: 1 }}
    >
      {(Object.keys(statuses) as Status[]).map((status) => (
        <MenuItem key={status} value={status}>
          <Chip size="small" label={status} color={statuses[status]} />
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    width: 170,
    editable: true,
    renderCell: ({ value }: GridRenderCellParams<Shipment, Status>) =>
      value ? <Chip size="small" label={value} color={statuses[value]} /> : null,
    renderEditCell: (params: GridRenderEditCellParams<Shipment, Status>) => <StatusEditCell {...params} />,
  },
];

export default function StatusSelectEditCell() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Shipments" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
