import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type Slot = {
  id: number;
  time: string;
  hall: string | null;
  studio: string | null;
  lab: string | null;
  // Sessions for everyone fill the three room columns.
  plenary?: boolean;
};

const agenda: Slot[] = [
  { id: 1, time: '09:00', hall: 'Opening keynote: Ten years of web components', studio: null, lab: null, plenary: true },
  { id: 2, time: '10:00', hall: 'Design tokens at scale', studio: 'Workshop: accessible forms', lab: 'Profiling React apps' },
  { id: 3, time: '11:00', hall: 'CSS container queries', studio: 'Workshop: accessible forms', lab: 'Edge rendering' },
  { id: 4, time: '12:00', hall: 'Lunch (terrace)', studio: null, lab: null, plenary: true },
  { id: 5, time: '13:00', hall: 'Type-safe APIs', studio: 'Motion design', lab: 'Hands-on: testing with Playwright' },
  { id: 6, time: '14:00', hall: 'Monorepo lessons', studio: 'Open source sustainability', lab: 'Hands-on: testing with Playwright' },
  { id: 7, time: '15:00', hall: 'Localisation pitfalls', studio: 'Dark mode done right', lab: 'Hands-on: testing with Playwright' },
  { id: 8, time: '16:00', hall: 'Closing panel and prizes', studio: null, lab: null, plenary: true },
];

const roomColumn = (field: 'hall' | 'studio' | 'lab', headerName: string): GridColDef<Slot> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 170,
  sortable: false,
});

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  // Column spanning: plenary sessions stretch over all three rooms.
  { ...roomColumn('hall', 'Main hall'), colSpan: (_value, row) => (row.plenary ? 3 : undefined) },
  roomColumn('studio', 'Studio'),
  roomColumn('lab', 'Lab'),
];

export default function ConferenceAgendaSpans() {
  return (
    <div style={{ height: 470, width: '100%' }}>
      <DataGrid
        label="Conference agenda"
        rows={agenda}
        columns={columns}
        // Row spanning: a session repeated in consecutive hours of one room becomes one tall cell.
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        disableColumnMenu
        hideFooter
        sx={{
          [`& .${gridClasses.cell}`]: { whiteSpace: 'normal', lineHeight: 1.35, display: 'flex', alignItems: 'center' },
        }}
      />
    </div>
  );
}
