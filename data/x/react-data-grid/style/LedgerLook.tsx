import { styled } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

// A complete look built from the grid's class names: an accounting ledger.
const LedgerGrid = styled(DataGrid)(({ theme }) => ({
  border: 0,
  borderRadius: 0,
  fontVariantNumeric: 'tabular-nums',
  '--ledger-rule': '#c9b99a',
  '--ledger-paper': '#fffdf6',
  backgroundColor: 'var(--ledger-paper)',
  ...theme.applyStyles('dark', {
    '--ledger-rule': '#5c5240',
    '--ledger-paper': '#1d1b16',
  }),
  [`& .${gridClasses.columnHeaders}`]: {
    borderBottom: '3px double var(--ledger-rule)',
  },
  [`& .${gridClasses.columnHeader}`]: {
    backgroundColor: 'var(--ledger-paper)',
  },
  [`& .${gridClasses.columnHeaderTitle}`]: {
    fontSize: 11,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
  [`& .${gridClasses.cell}`]: {
    borderTop: 0,
    borderBottom: '1px dotted var(--ledger-rule)',
  },
  [`& .${gridClasses.cell}[data-field="debit"], & .${gridClasses.cell}[data-field="credit"]`]: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  [`& .${gridClasses.row}.Mui-selected`]: {
    backgroundColor: 'transparent',
    boxShadow: `inset 4px 0 0 ${(theme.vars || theme).palette.secondary.main}`,
  },
  [`& .${gridClasses.row}:hover`]: {
    backgroundColor: (theme.vars || theme).palette.action.hover,
  },
  '& .MuiCheckbox-root.Mui-checked': { color: (theme.vars || theme).palette.secondary.main },
  [`& .${gridClasses.footerContainer}`]: {
    borderTop: '3px double var(--ledger-rule)',
    minHeight: 44,
  },
}));

const entries = [
  { id: 1, date: '2025-03-01', account: 'Rent', memo: 'Shop lease, March', debit: 1850, credit: null },
  { id: 2, date: '2025-03-03', account: 'Sales', memo: 'Card takings, week 9', debit: null, credit: 4210.4 },
  { id: 3, date: '2025-03-05', account: 'Stock', memo: 'Paper and inks order', debit: 612.75, credit: null },
  { id: 4, date: '2025-03-10', account: 'Sales', memo: 'Card takings, week 10', debit: null, credit: 3987.1 },
  { id: 5, date: '2025-03-12', account: 'Utilities', memo: 'Electricity, February', debit: 238.4, credit: null },
  { id: 6, date: '2025-03-17', account: 'Wages', memo: 'Part-time staff', debit: 1420, credit: null },
];

const amount = (value: number | null) => (value == null ? '' : value.toFixed(2));

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'account', headerName: 'Account', width: 110 },
  { field: 'memo', headerName: 'Memo', flex: 1, minWidth: 170 },
  { field: 'debit', headerName: 'Debit', type: 'number', width: 100, valueFormatter: amount },
  { field: 'credit', headerName: 'Credit', type: 'number', width: 100, valueFormatter: amount },
];

export default function LedgerLook() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <LedgerGrid
        label="March ledger"
        rows={entries}
        columns={columns}
        checkboxSelection
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </div>
  );
}
