import * as React from 'react';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

type Visit = { id: number; patient: string; date: Date; notes: string };

const rows: Visit[] = [
  { id: 1, patient: 'E. Kowalski', date: new Date(2025, 2, 3), notes: 'Follow-up after knee surgery.\nSwelling reduced, range of motion improving.' },
  { id: 2, patient: 'J. Osei', date: new Date(2025, 2, 4), notes: 'Annual check-up. No concerns.' },
  { id: 3, patient: 'M. Lindqvist', date: new Date(2025, 2, 6), notes: 'Persistent cough for two weeks.\nPrescribed rest and fluids; review in 10 days.' },
];

function NotesEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Visit, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [draft, setDraft] = React.useState(value ?? '');
  const inputRef = React.useRef<HTMLTextAreaElement>(null);

  React.useEffect(() => {
    if (hasFocus && anchor) {
      const input = inputRef.current;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus, anchor]);

  const handleChange = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    setDraft(event.target.value);
    apiRef.current.setEditCellValue({ id, field, value: event.target.value, debounceMs: 200 });
  };

  // Plain Enter types a new line: keep it away from the grid, which would save.
  // Ctrl+Enter (⌘+Enter) still reaches the grid and saves; Escape cancels.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.stopPropagation();
    }
  };

  return (
    <div ref={setAnchor} style={{ width: '100%', height: '100%' }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={6} sx={{ width: Math.max(anchor.offsetWidth, 320), p: 1 }}>
            <InputBase
              multiline
              minRows={4}
              maxRows={10}
              fullWidth
              value={draft}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              inputRef={inputRef}
              inputProps={{ 'aria-label': 'Visit notes' }}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<Visit>[] = [
  { field: 'patient', headerName: 'Patient', width: 140 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'notes',
    headerName: 'Notes (Ctrl+Enter saves)',
    flex: 1,
    minWidth: 260,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Visit, string>) => <NotesEditCell {...params} />,
  },
];

export default function MultilineEditing() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid label="Patient visits" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
