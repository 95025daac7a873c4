import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

type Visit = { id: number; pet: string; owner: string; reason: string; status: 'Booked' | 'Seen' | 'No-show' };

const visits: Visit[] = [
  { id: 41, pet: 'Biscuit (beagle)', owner: 'H. Quinn', reason: 'Annual vaccines', status: 'Seen' },
  { id: 42, pet: 'Miso (cat)', owner: 'R. Tanaka', reason: 'Limping, left hind leg', status: 'Booked' },
  { id: 43, pet: 'Pepper (rabbit)', owner: 'L. Dubois', reason: 'Dental check', status: 'Booked' },
  { id: 44, pet: 'Atlas (labrador)', owner: 'S. Eriksen', reason: 'Skin allergy follow-up', status: 'No-show' },
];

const statuses: Visit['status'][] = ['Booked', 'Seen', 'No-show'];

const columns: GridColDef<Visit>[] = [
  { field: 'pet', headerName: 'Patient', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'reason', headerName: 'Reason', flex: 1 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// A context hands the card the function that opens the form, so listViewColumn stays a constant.
const EditContext = React.createContext<(visit: Visit) => void>(() => {});

function VisitCard({ row }: GridRenderCellParams<Visit>) {
  const openEditor = React.useContext(EditContext);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {row.pet} · {row.status}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.owner}: {row.reason}
        </Typography>
      </Box>
      <IconButton
        aria-label={`Edit visit of ${row.pet}`}
        onClick={(event) => {
          event.stopPropagation();
          openEditor(row);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const listViewColumn: GridListViewColDef<Visit> = { field: 'visitCard', renderCell: (params) => <VisitCard {...params} /> };

export default function VisitNotesEditCards() {
  const apiRef = useGridApiRef();
  const [draft, setDraft] = React.useState<Visit | null>(null);

  const save = () => {
    if (draft) {
      // Persist to your backend here, then update the grid with the saved row.
      apiRef.current?.updateRows([draft]);
    }
    setDraft(null);
  };

  return (
    <EditContext.Provider value={setDraft}>
      <div style={{ height: 340, width: '100%', maxWidth: 480 }}>
        <DataGridPro
          label="Today's visits"
          apiRef={apiRef}
          rows={visits}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={64}
          hideFooter
        />
      </div>
      <Dialog open={draft !== null} onClose={() => setDraft(null)} fullWidth maxWidth="xs">
        <DialogTitle>Edit visit</DialogTitle>
        {draft && (
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label="Reason"
                value={draft.reason}
                onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
              />
              <TextField
                select
                label="Status"
                value={draft.status}
                onChange={(event) => setDraft({ ...draft, status: event.target.value as Visit['status'] })}
              >
                {statuses.map((status) => (
                  <MenuItem key={status} value={status}>
                    {status}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </EditContext.Provider>
  );
}
