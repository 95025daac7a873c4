import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
}

const employees: Employee[] = [
  { id: 1, name: 'Amira Haddad', team: 'Platform', office: 'Lyon' },
  { id: 2, name: 'Jonas Berg', team: 'Design', office: 'Oslo' },
  { id: 3, name: 'Lucía Ortega', team: 'Sales', office: 'Madrid' },
  { id: 4, name: 'Kenji Watanabe', team: 'Platform', office: 'Osaka' },
  { id: 5, name: 'Olivia Park', team: 'Support', office: 'Toronto' },
  { id: 6, name: 'Tomás Silva', team: 'Finance', office: 'Porto' },
  { id: 7, name: 'Priya Nair', team: 'Platform', office: 'Pune' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function SelectionModes() {
  const [checkboxSelection, setCheckboxSelection] = React.useState(true);
  const [singleRow, setSingleRow] = React.useState(false);
  const [noClick, setNoClick] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const options = [
    { label: 'checkboxSelection', checked: checkboxSelection, set: setCheckboxSelection },
    { label: 'disableMultipleRowSelection', checked: singleRow, set: setSingleRow },
    { label: 'disableRowSelectionOnClick', checked: noClick, set: setNoClick },
  ];

  return (
    <div style={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1, columnGap: 2 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.label}
            control={
              <Switch
                size="small"
                checked={option.checked}
                onChange={(event) => {
                  option.set(event.target.checked);
                  // Start over: a multi-row selection is not valid in every mode.
                  setSelection({ type: 'include', ids: new Set() });
                }}
              />
            }
            label={<code>{option.label}</code>}
          />
        ))}
      </FormGroup>
      <div style={{ height: 380 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          checkboxSelection={checkboxSelection}
          disableMultipleRowSelection={singleRow}
          disableRowSelectionOnClick={noClick}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooterPagination
        />
      </div>
    </div>
  );
}
