import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsError,
  type GridUpdateRowError,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

type Person = { id: string; manager: string; name: string; title: string; location: string; reports: number };

// --- A fake HR API. The Research team's request fails the first time. ---
const names = ['Ada Byrne', 'Ravi Shah', 'Lena Park', 'Tomás Ruiz', 'Mei Chen', 'Kofi Mensah', 'Sara Lind', 'Yusuf Ali',
  'Ines Costa', 'Omar Haddad', 'Julia Novak', 'Ken Ito', 'Nadia Rossi', 'Piotr Nowak', 'Grace Kim', 'Liam Walsh'];
const locations = ['Lisbon', 'Toronto', 'Singapore', 'Berlin'];
const people: Person[] = [{ id: 'ceo', manager: '', name: 'Hanna Berg', title: 'CEO', location: 'Berlin', reports: 0 }];
['Engineering', 'Research', 'Sales', 'Support'].forEach((team, t) => {
  const vp = `vp-${team.toLowerCase()}`;
  people.push({ id: vp, manager: 'ceo', name: names[t], title: `VP ${team}`, location: locations[t], reports: 0 });
  for (let i = 0; i < 3 + t; i += 1) {
    const id = `${vp}-${i}`;
    const person = names[(t * 5 + i + 4) % names.length];
    people.push({ id, manager: vp, name: person, title: i === 0 ? `${team} lead` : team, location: locations[(t + i) % 4], reports: 0 });
  }
});
people.forEach((person) => {
  person.reports = people.filter((other) => other.manager === person.id).length;
});
const failedOnce = new Set<string>();

function getRows({ groupKeys = [] }: { groupKeys?: string[] }) {
  const manager = groupKeys[groupKeys.length - 1] ?? '';
  return new Promise<{ rows: Person[]; rowCount?: number }>((resolve, reject) => {
    setTimeout(() => {
      if (manager === 'vp-research' && !failedOnce.has(manager)) {
        failedOnce.add(manager);
        reject(new Error('Timed out while loading the Research team'));
        return;
      }
      const rows = people.filter((person) => person.manager === manager);
      resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows });
    }, 600);
  });
}
// --- End of the fake API. ---

const columns: GridColDef<Person>[] = [
  { field: 'title', headerName: 'Title', width: 170 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function OrgChartErrors() {
  const [message, setMessage] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await getRows(params);
        setMessage(null); // a request succeeded: hide the last error
        return response;
      },
      getGroupKey: (row: GridValidRowModel) => row.id, // the key of each level in groupKeys
      getChildrenCount: (row: GridValidRowModel) => row.reports,
    }),
    [],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => setMessage(error.message);

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity={message ? 'error' : 'info'} sx={{ mb: 1 }}>
        {message ? `${message}. Select the team's toggle again to retry.` : 'Expand Ravi Shah, VP Research: the first request for that team fails.'}
      </Alert>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          label="Organization chart"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          treeData
          defaultGroupingExpansionDepth={1}
          groupingColDef={{
            headerName: 'Employee',
            width: 260,
            valueFormatter: (value, row: Person) => row?.name ?? value,
          }}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Box>
  );
}
