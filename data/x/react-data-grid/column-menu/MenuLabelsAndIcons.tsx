import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import TuneIcon from '@mui/icons-material/Tune';
import {
  DataGrid,
  type GridBaseIconProps,
  type GridColDef,
  type GridLocaleText,
} from '@mui/x-data-grid';

type Beer = { id: number; name: string; brewery: string; style: string; abv: number };

const rows: Beer[] = [
  { id: 1, name: 'Harbour Light', brewery: 'Saltmarsh', style: 'Pale ale', abv: 4.2 },
  { id: 2, name: 'Old Smokehouse', brewery: 'Ridgeway', style: 'Porter', abv: 5.8 },
  { id: 3, name: 'Meadow Sour', brewery: 'Fenland', style: 'Sour', abv: 3.9 },
  { id: 4, name: 'Copper Kettle', brewery: 'Ridgeway', style: 'Bitter', abv: 4.5 },
];

const columns: GridColDef<Beer>[] = [
  { field: 'name', headerName: 'Beer', flex: 1, minWidth: 150 },
  { field: 'brewery', headerName: 'Brewery', width: 130 },
  { field: 'style', headerName: 'Style', width: 120 },
  { field: 'abv', headerName: 'ABV (%)', type: 'number', width: 110 },
];

// Sort labels can be functions of the column: numbers and text get different wording.
const localeText: Partial<GridLocaleText> = {
  columnMenuSortAsc: (colDef) => (colDef.type === 'number' ? 'Lowest first' : 'A to Z'),
  columnMenuSortDesc: (colDef) => (colDef.type === 'number' ? 'Highest first' : 'Z to A'),
  columnMenuUnsort: 'Original order',
  columnMenuFilter: 'Filter…',
  columnMenuHideColumn: 'Hide this column',
  columnMenuManageColumns: 'Choose columns',
};

function UpIcon({ fontSize, className }: GridBaseIconProps) {
  return <ArrowUpwardIcon fontSize={fontSize} className={className} />;
}

function DownIcon({ fontSize, className }: GridBaseIconProps) {
  return <ArrowDownwardIcon fontSize={fontSize} className={className} />;
}

function MenuButtonIcon({ fontSize, className }: GridBaseIconProps) {
  return <TuneIcon fontSize={fontSize} className={className} />;
}

export default function MenuLabelsAndIcons() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        label="Beer list"
        rows={rows}
        columns={columns}
        hideFooter
        localeText={localeText}
        slots={{
          columnMenuIcon: MenuButtonIcon,
          columnMenuSortAscendingIcon: UpIcon,
          columnMenuSortDescendingIcon: DownIcon,
        }}
      />
    </div>
  );
}
