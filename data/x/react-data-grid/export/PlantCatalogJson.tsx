import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

interface Plant {
  id: number;
  species: string;
  common: string;
  light: string;
  waterEveryDays: number;
}

const plants: Plant[] = [
  {
    id: 1,
    species: 'Monstera deliciosa',
    common: 'Swiss cheese plant',
    light: 'Bright, indirect',
    waterEveryDays: 7,
  },
  {
    id: 2,
    species: 'Sansevieria trifasciata',
    common: 'Snake plant',
    light: 'Low to bright',
    waterEveryDays: 21,
  },
  {
    id: 3,
    species: 'Calathea orbifolia',
    common: 'Prayer plant',
    light: 'Medium, indirect',
    waterEveryDays: 5,
  },
  {
    id: 4,
    species: 'Ficus lyrata',
    common: 'Fiddle-leaf fig',
    light: 'Bright, indirect',
    waterEveryDays: 10,
  },
  {
    id: 5,
    species: 'Zamioculcas zamiifolia',
    common: 'ZZ plant',
    light: 'Low to medium',
    waterEveryDays: 18,
  },
];

const columns: GridColDef<Plant>[] = [
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 180 },
  { field: 'common', headerName: 'Common name', width: 160 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 150 },
];

function JsonExportItem({ onDone }: { onDone: () => void }) {
  const apiRef = useGridApiContext();

  const download = () => {
    // Same rows and columns as the built-in exports: filtered, sorted, visible, exportable.
    const fields = gridVisibleColumnDefinitionsSelector(apiRef)
      .filter((column) => !column.disableExport)
      .map((column) => column.field);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'plant-catalog.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href));
    onDone();
  };

  return <MenuItem onClick={download}>Download as JSON</MenuItem>;
}

function CatalogToolbar() {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const close = () => setOpen(false);

  return (
    <Toolbar>
      <ToolbarButton
        ref={triggerRef}
        id={triggerId}
        aria-label="Export"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <FileDownloadIcon fontSize="small" />
      </ToolbarButton>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        <ExportCsv render={<MenuItem />} options={{ fileName: 'plant-catalog' }} onClick={close}>
          Download as CSV
        </ExportCsv>
        <JsonExportItem onDone={close} />
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function PlantCatalogJson() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="House plant catalog"
        rows={plants}
        columns={columns}
        slots={{ toolbar: CatalogToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
