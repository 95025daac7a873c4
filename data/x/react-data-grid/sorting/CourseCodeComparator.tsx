import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

type CourseCode = { subject: string; number: number };
type Course = { id: number; code: CourseCode; title: string; credits: number };

// Subject first (text order), then the course number as a number: MATH 9 before MATH 110.
const courseCodeComparator: GridComparatorFn<CourseCode> = (a, b, p1, p2) => {
  const bySubject = gridStringOrNumberComparator(a.subject, b.subject, p1, p2);
  if (bySubject !== 0) {
    return bySubject;
  }
  return gridNumberComparator(a.number, b.number, p1, p2);
};

const rows: Course[] = [
  { id: 1, code: { subject: 'MATH', number: 110 }, title: 'Linear algebra', credits: 4 },
  { id: 2, code: { subject: 'CHEM', number: 21 }, title: 'Organic chemistry I', credits: 5 },
  { id: 3, code: { subject: 'MATH', number: 9 }, title: 'Precalculus refresher', credits: 2 },
  { id: 4, code: { subject: 'HIST', number: 204 }, title: 'The Hanseatic League', credits: 3 },
  { id: 5, code: { subject: 'MATH', number: 31 }, title: 'Calculus II', credits: 4 },
  { id: 6, code: { subject: 'CHEM', number: 105 }, title: 'Analytical chemistry', credits: 4 },
  { id: 7, code: { subject: 'HIST', number: 12 }, title: 'World history survey', credits: 3 },
];

const columns: GridColDef<Course>[] = [
  {
    field: 'code',
    headerName: 'Code',
    width: 110,
    valueFormatter: (value: CourseCode) => `${value.subject} ${value.number}`,
    sortComparator: courseCodeComparator,
  },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
];

export default function CourseCodeComparator() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Course catalogue"
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'code', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
