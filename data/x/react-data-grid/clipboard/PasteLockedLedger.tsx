import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Entry = { id: number; account: string; debit: number; credit: number };

const entries: Entry[] = [
  { id: 1, account: '4000 Sales', debit: 0, credit: 12400 },
  { id: 2, account: '1100 Receivables', debit: 12400, credit: 0 },
  { id: 3, account: '6100 Rent', debit: 2100, credit: 0 },
  { id: 4, account: '1000 Bank', debit: 0, credit: 2100 },
];

// Copied amounts carry thousands separators (12,400): remove them when pasting.
const parseAmount = (text: string) => {
  const value = Number(text.replace(/[^\d.-]/g, ''));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

const columns: GridColDef<Entry>[] = [
  { field: 'account', headerName: 'Account', flex: 1, minWidth: 160 },
  { field: 'debit', headerName: 'Debit', type: 'number', width: 110, editable: true, valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')), pastedValueParser: parseAmount },
  { field: 'credit', headerName: 'Credit', type: 'number', width: 110, editable: true, valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')), pastedValueParser: parseAmount },
];

export default function PasteLockedLedger() {
  const [pasteAllowed, setPasteAllowed] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pasteAllowed} onChange={(event) => setPasteAllowed(event.target.checked)} />}
        label="Allow pasting into amounts"
      />
      <div style={{ height: 280, width: '100%' }}>
        <DataGridPremium
          label="Journal entries"
          rows={entries}
          columns={columns}
          cellSelection
          // A click selects the cell only; a selected row would receive the paste from its first column.
          disableRowSelectionOnClick
          // Copying still works; while paste is disabled, Ctrl+V only opens the cell's editor.
          disableClipboardPaste={!pasteAllowed}
          onClipboardCopy={(text) => setCopied(text.replace(/\t/g, ' → ').replace(/\n/g, ' | '))}
          hideFooter
        />
      </div>
      <Typography variant="body2" color="text.secondary" role="status">
        {copied ? `Last copy: ${copied}` : 'Select amounts and press Ctrl+C (⌘+C), then press Ctrl+V (⌘+V) on another amount.'}
      </Typography>
    </Stack>
  );
}
