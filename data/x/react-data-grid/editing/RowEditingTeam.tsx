import * as React from 'react';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';

type Member = { id: number; name: string; role: string; team: string; hours: number };

const initialMembers: Member[] = [
  { id: 1, name: 'Amara Okafor', role: 'Designer', team: 'Web', hours: 32 },
  { id: 2, name: 'Jonas Berg', role: 'Engineer', team: 'Mobile', hours: 40 },
  { id: 3, name: 'Mei Tanaka', role: 'Engineer', team: 'Web', hours: 24 },
  { id: 4, name: 'Rafael Costa', role: 'Product manager', team: 'Platform', hours: 40 },
];

export default function RowEditingTeam() {
  const [members, setMembers] = React.useState(initialMembers);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  // Keep the row open when focus leaves it: only the buttons, Enter and Escape close it.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === 'rowFocusOut') {
      event.defaultMuiPrevented = true;
    }
  };

  const columns: GridColDef<Member>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
    { field: 'role', headerName: 'Role', width: 150, editable: true },
    { field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: ['Web', 'Mobile', 'Platform'], width: 110, editable: true },
    { field: 'hours', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => setMode(id, { mode: GridRowModes.View })} />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label="Cancel"
              onClick={() => setMode(id, { mode: GridRowModes.View, ignoreModifications: true })}
            />,
          ];
        }
        return [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setMode(id, { mode: GridRowModes.Edit })} />,
        ];
      },
    },
  ];

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Team members"
        rows={members}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(updated: Member) => {
          setMembers((rows) => rows.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </div>
  );
}
