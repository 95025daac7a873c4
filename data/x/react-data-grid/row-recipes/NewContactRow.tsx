import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
  isNew?: boolean;
}

const initialContacts: Contact[] = [
  { id: 1, name: 'Amira Haddad', company: 'Northwind Traders', email: 'amira@northwind.example' },
  { id: 2, name: 'Jonas Berg', company: 'Berg Design', email: 'jonas@bergdesign.example' },
  { id: 3, name: 'Lucía Ortega', company: 'Contoso', email: 'lucia.ortega@contoso.example' },
  { id: 4, name: 'Kenji Watanabe', company: 'Fabrikam', email: 'k.watanabe@fabrikam.example' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  { field: 'company', headerName: 'Company', width: 170, editable: true },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220, editable: true },
];

export default function NewContactRow() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(5);
  const [rows, setRows] = React.useState<Contact[]>(initialContacts);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const addContact = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [{ id, name: '', company: '', email: '', isNew: true }, ...prev]);
    // Open the new row in edit mode with the cursor in the first field.
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
    apiRef.current?.scrollToIndexes({ rowIndex: 0 });
  };

  // Escape on a row that was never saved removes it instead of leaving an empty line.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params) => {
    if (params.reason === GridRowEditStopReasons.escapeKeyDown && params.row.isNew) {
      setRows((prev) => prev.filter((row) => row.id !== params.id));
    }
  };

  const processRowUpdate = (newRow: Contact) => {
    const saved = { ...newRow, isNew: false };
    setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  return (
    <Stack spacing={1}>
      <div>
        <Button startIcon={<PersonAddIcon />} variant="outlined" size="small" onClick={addContact}>
          Add contact
        </Button>
      </div>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </div>
    </Stack>
  );
}
