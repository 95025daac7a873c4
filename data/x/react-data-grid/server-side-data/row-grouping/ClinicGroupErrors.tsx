import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

type Visit = { id: number; clinic: string; service: string; patient: string; minutes: number };

// --- A fake clinic API. The request for the Eastside group fails until "fixed". ---
const clinics = ['Eastside', 'Old Town', 'Riverside'];
const services = ['Check-up', 'Vaccination', 'X-ray'];
const patients = ['R. Osei', 'M. Lund', 'P. Ahmed', 'J. Silva', 'K. Novak', 'T. Brennan', 'L. Haas'];
const visits: Visit[] = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  clinic: clinics[index % 3],
  service: services[(index * 2 + Math.floor(index / 3)) % 3],
  patient: patients[index % patients.length],
  minutes: 10 + ((index * 7) % 35),
}));
// --- End of the fake API. ---

const columns: GridColDef[] = [
  { field: 'clinic', headerName: 'Clinic', width: 110 },
  { field: 'service', headerName: 'Service', width: 120 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 120, groupable: false },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100, groupable: false },
];

export default function ClinicGroupErrors() {
  const apiRef = useGridApiRef();
  const outage = React.useRef(true);
  const [failure, setFailure] = React.useState<{ message: string; groupKeys: string[] } | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ groupKeys = [], groupFields = [] }: GridGetRowsParams) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            if (outage.current && groupKeys[0] === 'Eastside') {
              reject(new Error('The Eastside clinic server did not answer'));
              return;
            }
            const matching = visits.filter((visit) =>
              groupKeys.every((key, depth) => visit[groupFields[depth] as keyof Visit] === key),
            );
            let rows: GridValidRowModel[] = matching;
            if (groupKeys.length < groupFields.length) {
              const field = groupFields[groupKeys.length] as keyof Visit;
              const values = [...new Set(matching.map((visit) => String(visit[field])))].sort();
              rows = values.map((value) => ({
                id: `group:${[...groupKeys, value].join('/')}`,
                groupKey: value,
                childCount: matching.filter((visit) => visit[field] === value).length,
              }));
            }
            resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows });
          }, 400);
        }),
      getGroupKey: (row: GridValidRowModel) => row.groupKey,
      getChildrenCount: (row: GridValidRowModel) => row.childCount ?? 0,
    }),
    [],
  );

  const retry = () => {
    outage.current = false;
    if (failure) {
      // The failed group's row id, built the same way as on the server.
      apiRef.current?.dataSource.fetchRows(`group:${failure.groupKeys.join('/')}`);
    }
    setFailure(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {failure && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Could not load {failure.groupKeys.join(' / ')}: {failure.message}
        </Alert>
      )}
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          label="Clinic visits"
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          onDataSourceError={(error) => {
            if (error instanceof GridGetRowsError) {
              setFailure({ message: error.message, groupKeys: error.params.groupKeys ?? [] });
            }
          }}
          disableColumnFilter
          disableColumnSorting
          initialState={{
            rowGrouping: { model: ['clinic', 'service'] },
            columns: { columnVisibilityModel: { clinic: false, service: false } },
          }}
          groupingColDef={{ headerName: 'Clinic / service', width: 200 }}
        />
      </div>
    </Stack>
  );
}
