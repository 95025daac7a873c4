import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type ChemElement = { id: number; symbol: string; name: string; mass: number; group: string };

const elements: ChemElement[] = [
  { id: 2, symbol: 'He', name: 'Helium', mass: 4.0026, group: 'Noble gas' },
  { id: 6, symbol: 'C', name: 'Carbon', mass: 12.011, group: 'Nonmetal' },
  { id: 10, symbol: 'Ne', name: 'Neon', mass: 20.18, group: 'Noble gas' },
  { id: 26, symbol: 'Fe', name: 'Iron', mass: 55.845, group: 'Transition metal' },
  { id: 79, symbol: 'Au', name: 'Gold', mass: 196.97, group: 'Transition metal' },
];

const columns: GridColDef<ChemElement>[] = [
  { field: 'id', headerName: 'Z', type: 'number', width: 70 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'mass', headerName: 'Atomic mass (u)', type: 'number', width: 150, valueFormatter: (value: number) => String(value) },
  { field: 'group', headerName: 'Group', width: 150 },
];

export default function ElementCellHover() {
  const [hint, setHint] = React.useState('Point at a cell or move to it with the arrow keys.');

  // Every cell element carries data-field; its row carries data-id.
  const describe = React.useCallback((event: React.SyntheticEvent<Element>) => {
    const cell = event.currentTarget as HTMLElement;
    const field = cell.dataset.field;
    const rowId = Number(cell.closest<HTMLElement>('[data-id]')?.dataset.id);
    const element = elements.find((item) => item.id === rowId);
    const column = columns.find((col) => col.field === field);
    if (element && column && field) {
      setHint(`${column.headerName} of ${element.name}: ${String(element[field as keyof ChemElement])}`);
    }
  }, []);

  // Memoised, so the grid does not re-render every cell when the hint changes.
  const cellProps = React.useMemo(() => ({ onMouseEnter: describe, onFocus: describe }), [describe]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid label="Elements" rows={elements} columns={columns} slotProps={{ cell: cellProps }} hideFooter />
      </div>
      <Typography variant="body2" color="text.secondary" role="status">
        {hint}
      </Typography>
    </Stack>
  );
}
