import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  due: string;
}

const loans: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'M. Okafor', due: '2025-06-02' },
  { id: 2, title: 'Middlemarch', borrower: 'S. Lindqvist', due: '2025-06-03' },
  { id: 3, title: 'Pachinko', borrower: 'R. Dubois', due: '2025-06-03' },
  { id: 4, title: 'The Remains of the Day', borrower: 'A. Costa', due: '2025-06-05' },
  { id: 5, title: 'Things Fall Apart', borrower: 'H. Yamada', due: '2025-06-06' },
  { id: 6, title: 'Piranesi', borrower: 'L. Novak', due: '2025-06-09' },
  { id: 7, title: 'Beloved', borrower: 'E. Moreau', due: '2025-06-10' },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'due', headerName: 'Due', width: 120 },
];

export default function LibraryReturnsPro() {
  const [singleOnly, setSingleOnly] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // Ctrl+A may produce an "exclude" model: count through the manager.
  const manager = createRowSelectionManager(selection);
  const returned = loans.filter((loan) => manager.has(loan.id)).length;

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            size="small"
            checked={singleOnly}
            onChange={(event) => {
              setSingleOnly(event.target.checked);
              setSelection({ type: 'include', ids: new Set() });
            }}
          />
        }
        label={<code>disableMultipleRowSelection</code>}
      />
      <div style={{ height: 360 }}>
        {/* No checkboxes: Ctrl/⌘+click and Shift+click build the selection. */}
        <DataGridPro
          aria-label="Books on loan"
          rows={loans}
          columns={columns}
          disableMultipleRowSelection={singleOnly}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {returned} book{returned === 1 ? '' : 's'} marked as returned
      </Typography>
    </div>
  );
}
