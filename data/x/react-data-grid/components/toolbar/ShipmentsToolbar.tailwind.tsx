import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 'SH-2201', destination: 'Rotterdam', carrier: 'Maersk', weight: 1240, status: 'In transit' },
  { id: 'SH-2202', destination: 'Singapore', carrier: 'CMA CGM', weight: 860, status: 'Loading' },
  { id: 'SH-2203', destination: 'Santos', carrier: 'Hapag-Lloyd', weight: 2310, status: 'Delivered' },
  { id: 'SH-2204', destination: 'Busan', carrier: 'ONE', weight: 540, status: 'In transit' },
  { id: 'SH-2205', destination: 'Durban', carrier: 'MSC', weight: 1780, status: 'Customs' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// ToolbarButton keeps the roving tab stop; the <button> only brings the look.
const button = (
  <button
    type="button"
    className="rounded-md px-2.5 py-1 text-sm text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600"
  />
);

function ShipmentsGridToolbar() {
  return (
    <Toolbar className="gap-1 px-2">
      <span className="mx-1 flex-1 font-medium">Outbound shipments</span>
      <ColumnsPanelTrigger render={<ToolbarButton render={button} />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger render={<ToolbarButton render={button} />}>Filters</FilterPanelTrigger>
      <ExportCsv render={<ToolbarButton render={button} />} options={{ fileName: 'shipments' }}>
        CSV
      </ExportCsv>
      <ExportPrint render={<ToolbarButton render={button} />}>Print</ExportPrint>
    </Toolbar>
  );
}

export default function ShipmentsToolbar() {
  return (
    <div className="h-[360px] w-full">
      <DataGrid
        rows={rows}
        columns={columns}
        label="Outbound shipments"
        slots={{ toolbar: ShipmentsGridToolbar }}
        showToolbar
      />
    </div>
  );
}
