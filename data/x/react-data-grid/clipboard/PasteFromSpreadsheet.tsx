import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

type Shift = { id: number; employee: string; mon: string; tue: string; wed: string; thu: string; fri: string };

const rows: Shift[] = [
  { id: 1, employee: 'Alma Reyes', mon: 'Early', tue: 'Early', wed: 'Off', thu: 'Late', fri: 'Late' },
  { id: 2, employee: 'Bilal Sheikh', mon: 'Late', tue: 'Off', wed: 'Early', thu: 'Early', fri: 'Off' },
  { id: 3, employee: 'Carmen Díaz', mon: 'Off', tue: 'Late', wed: 'Late', thu: 'Off', fri: 'Early' },
  { id: 4, employee: 'Dong-hyun Lee', mon: 'Early', tue: 'Early', wed: 'Early', thu: 'Off', fri: 'Off' },
];

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Shift>[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  ...days.map(
    (day): GridColDef<Shift> => ({
      field: day,
      headerName: day.charAt(0).toUpperCase() + day.slice(1),
      type: 'singleSelect',
      valueOptions: ['Early', 'Late', 'Off'],
      width: 90,
      editable: true,
    }),
  ),
];

// Two rows of three cells, separated by tabs: the format spreadsheets put on the clipboard.
const sample = 'Late\tLate\tOff\nOff\tEarly\tEarly';

export default function PasteFromSpreadsheet() {
  const [status, setStatus] = React.useState('Nothing pasted yet.');

  const processRowUpdate = React.useCallback((newRow: Shift) => {
    setStatus(`Updated ${newRow.employee}.`);
    return newRow;
  }, []);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => navigator.clipboard?.writeText(sample)}>
          Copy a 2 × 3 block
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {status}
        </Typography>
      </Box>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          label="Shift plan"
          rows={rows}
          columns={columns}
          cellSelection
          // A click selects the cell only; a selected row would receive the paste from its first column.
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setStatus(error.message)}
          onClipboardPasteStart={() => setStatus('Pasting…')}
          onClipboardPasteEnd={() => setStatus((previous) => `${previous} Paste finished.`)}
          hideFooter
        />
      </div>
    </Box>
  );
}
