import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

type Appointment = {
  id: number;
  pet: string;
  weightKg: number;
  booked: Date;
  slot: Date;
  insured: boolean;
  species: 'Dog' | 'Cat' | 'Rabbit';
  arrived: boolean;
};

const initialRows: Appointment[] = [
  { id: 1, pet: 'Biscuit', weightKg: 12.4, booked: new Date(2025, 2, 3), slot: new Date(2025, 2, 10, 9, 15), insured: true, species: 'Dog', arrived: false },
  { id: 2, pet: 'Miso', weightKg: 4.1, booked: new Date(2025, 2, 5), slot: new Date(2025, 2, 10, 9, 45), insured: false, species: 'Cat', arrived: false },
  { id: 3, pet: 'Clover', weightKg: 1.9, booked: new Date(2025, 2, 6), slot: new Date(2025, 2, 10, 10, 30), insured: true, species: 'Rabbit', arrived: false },
  { id: 4, pet: 'Pepper', weightKg: 28.7, booked: new Date(2025, 2, 7), slot: new Date(2025, 2, 10, 11, 0), insured: false, species: 'Dog', arrived: false },
];

// Explicit formats keep the text identical on the server and in every browser.
const dateText = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
const slotText = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

export default function VetAppointments() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Appointment>[]>(() => {
    const markArrived = (id: GridRowId) => () =>
      setRows((prev) => prev.map((row) => (row.id === id ? { ...row, arrived: true } : row)));

    return [
      { field: 'pet', headerName: 'Pet', type: 'string', width: 100 },
      { field: 'species', headerName: 'Species', type: 'singleSelect', valueOptions: ['Dog', 'Cat', 'Rabbit'], width: 100 },
      { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
      { field: 'booked', headerName: 'Booked on', type: 'date', width: 120, valueFormatter: (value: Date) => dateText.format(value) },
      { field: 'slot', headerName: 'Slot', type: 'dateTime', width: 140, valueFormatter: (value: Date) => slotText.format(value) },
      { field: 'insured', headerName: 'Insured', type: 'boolean', width: 90 },
      { field: 'arrived', headerName: 'Arrived', type: 'boolean', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Check in',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="arrive"
            icon={<CheckIcon />}
            label={`Check in ${row.pet}`}
            disabled={row.arrived}
            onClick={markArrived(id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid label="Clinic appointments" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
