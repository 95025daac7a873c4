import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Reading = { id: string; meter: string; site: string; kwh: number };

const readings: Reading[] = [
  { id: 'M-01', meter: 'Main intake', site: 'North depot', kwh: 18240 },
  { id: 'M-02', meter: 'Cold store', site: 'North depot', kwh: 9610 },
  { id: 'M-03', meter: 'Offices', site: 'Head office', kwh: 4380 },
  { id: 'M-04', meter: 'EV chargers', site: 'Head office', kwh: 7125 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'meter', headerName: 'Meter', flex: 1, minWidth: 140 },
  { field: 'site', headerName: 'Site', width: 140 },
  {
    field: 'kwh',
    headerName: 'Reading (kWh)',
    type: 'number',
    width: 140,
    editable: true,
    valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')),
    // Readings copied from the grid carry separators (18,240): remove them when pasting.
    pastedValueParser: (text: string) => {
      const value = Number(text.replace(/[^\d.]/g, ''));
      return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
    },
  },
];

const newReadings = '18975\n9880\n4512';

// Stands in for a slow API: each row takes 500 ms to save.
const saveReading = (row: Reading) => new Promise<Reading>((resolve) => setTimeout(() => resolve(row), 500));

export default function ConfirmPasteDialog() {
  const [pending, setPending] = React.useState<{ cells: number; answer: (ok: boolean) => void } | null>(null);
  const [pasting, setPasting] = React.useState(false);
  const [status, setStatus] = React.useState('No paste yet.');

  // Resolve to paste, reject to cancel: the promise waits for the dialog.
  const confirmPaste = React.useCallback(({ data }: { data: string[][] }) => {
    const cells = data.reduce((count, line) => count + line.length, 0);
    return new Promise<void>((resolve, reject) => {
      setPending({
        cells,
        answer: (ok) => (ok ? resolve() : reject(new Error('Paste cancelled'))),
      });
    }).catch((error: Error) => {
      setStatus('Paste cancelled: nothing changed.');
      throw error;
    });
  }, []);

  const answer = (ok: boolean) => {
    pending?.answer(ok);
    setPending(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => navigator.clipboard?.writeText(newReadings)}>
          Copy three readings
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {status}
        </Typography>
      </Stack>
      <div style={{ height: 280, width: '100%' }}>
        <DataGridPremium
          label="Meter readings"
          rows={readings}
          columns={columns}
          cellSelection
          // A click selects the cell only; a selected row would receive the paste from its first column.
          disableRowSelectionOnClick
          loading={pasting}
          onBeforeClipboardPasteStart={confirmPaste}
          onClipboardPasteStart={() => {
            setPasting(true);
            setStatus('Saving pasted readings…');
          }}
          onClipboardPasteEnd={() => {
            setPasting(false);
            setStatus('Pasted readings saved.');
          }}
          processRowUpdate={saveReading}
          hideFooter
        />
      </div>
      <Dialog open={pending != null} onClose={() => answer(false)} aria-labelledby="confirm-paste-title">
        <DialogTitle id="confirm-paste-title" component="p">Overwrite meter readings?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {pending?.cells ?? 0} value(s). Pasting replaces the readings from the focused cell downwards.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
