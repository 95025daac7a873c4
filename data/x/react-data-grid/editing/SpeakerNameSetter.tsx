import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Speaker = { id: number; firstName: string; lastName: string; talk: string; countryCode: string };

const firstSpeakers: Speaker[] = [
  { id: 1, firstName: 'Ngozi', lastName: 'Eze', talk: 'Typed forms at scale', countryCode: 'NG' },
  { id: 2, firstName: 'Henrik', lastName: 'Voss', talk: 'Tables that scroll well', countryCode: 'DE' },
  { id: 3, firstName: 'Priya', lastName: 'Raman', talk: 'Accessible data entry', countryCode: 'IN' },
  { id: 4, firstName: 'Mateo', lastName: 'Rossi', talk: 'Offline-first editing', countryCode: 'IT' },
];

// Turns "ada LOVELACE" into "Ada Lovelace".
function titleCase(text: string) {
  return text.replace(/\S+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}

const columns: GridColDef<Speaker>[] = [
  {
    field: 'fullName',
    headerName: 'Speaker (editable)',
    flex: 1,
    minWidth: 170,
    editable: true,
    valueGetter: (value, row) => `${row.firstName} ${row.lastName}`,
    valueParser: (value: string) => titleCase(value),
    // Writes the single edited string back into the two stored fields.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'Stored first name', width: 150 },
  { field: 'lastName', headerName: 'Stored last name', width: 150 },
  {
    field: 'countryCode',
    headerName: 'Country',
    width: 100,
    editable: true,
    valueParser: (value: string) => value.replace(/[^a-z]/gi, '').slice(0, 2).toUpperCase(),
  },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 180 },
];

export default function SpeakerNameSetter() {
  const [speakers, setSpeakers] = React.useState(firstSpeakers);
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        label="Conference speakers"
        rows={speakers}
        columns={columns}
        processRowUpdate={(updated: Speaker) => {
          setSpeakers((rows) => rows.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </div>
  );
}
