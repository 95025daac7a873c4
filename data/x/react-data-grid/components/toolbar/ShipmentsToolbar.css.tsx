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

const css = `
.shipments-toolbar { gap: 4px; padding: 0 8px; }
.shipments-toolbar-title { flex: 1; margin: 0 4px; font-weight: 500; }
.shipments-toolbar-button {
  padding: 4px 10px;
  font: inherit;
  font-size: 0.875rem;
  color: #374151;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.shipments-toolbar-button:hover { background: #f3f4f6; }
.shipments-toolbar-button:focus-visible { outline: 2px solid #2563eb; }
`;

// ToolbarButton keeps the roving tab stop; the <button> only brings the look.
const button = <button type="button" className="shipments-toolbar-button" />;

function ShipmentsGridToolbar() {
  return (
    <Toolbar className="shipments-toolbar">
      <span className="shipments-toolbar-title">Outbound shipments</span>
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
    <div style={{ height: 360, width: '100%' }}>
      <style href="shipments-toolbar" precedence="default">
        {css}
      </style>
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
