import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Feature = { id: number; feature: string; starter: string; team: string; enterprise: string };

const rows: Feature[] = [
  { id: 1, feature: 'Projects', starter: '3', team: 'Unlimited', enterprise: 'Unlimited' },
  { id: 2, feature: 'Storage', starter: '10 GB', team: '1 TB', enterprise: '5 TB' },
  { id: 3, feature: 'Two-factor authentication', starter: 'Included', team: 'Included', enterprise: 'Included' },
  { id: 4, feature: 'Single sign-on (SAML)', starter: '—', team: '—', enterprise: 'Included' },
  { id: 5, feature: 'Audit log', starter: '—', team: '90 days', enterprise: '90 days' },
  { id: 6, feature: 'Support', starter: 'Community', team: 'Email', enterprise: '24/7 phone' },
];

const plans = ['starter', 'team', 'enterprise'] as const;

// Number of following plans (this one included) that offer the same value.
function sameValueRun(row: Feature, index: number) {
  let run = 1;
  while (index + run < plans.length && row[plans[index + run]] === row[plans[index]]) {
    run += 1;
  }
  return run;
}

const columns: GridColDef<Feature>[] = [
  { field: 'feature', headerName: 'Feature', flex: 1, minWidth: 200 },
  ...plans.map<GridColDef<Feature>>((plan, index) => ({
    field: plan,
    headerName: plan[0].toUpperCase() + plan.slice(1),
    width: 140,
    align: 'center',
    headerAlign: 'center',
    sortable: false,
    // Merge a plan's cell with the next ones when they offer the same thing.
    colSpan: (_value, row) => {
      const startsRun = index === 0 || row[plans[index - 1]] !== row[plan];
      return startsRun ? sameValueRun(row, index) : 1;
    },
  })),
];

export default function PlanComparison() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnFilter showCellVerticalBorder />
    </Box>
  );
}
