import {
  DataGridPremium,
  GridSidebarValue,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Donation = { id: number; campaign: string; channel: string; donorType: string; amount: number };

const rows: Donation[] = [
  { id: 1, campaign: 'Winter coats', channel: 'Website', donorType: 'Individual', amount: 50 },
  { id: 2, campaign: 'Winter coats', channel: 'Street', donorType: 'Individual', amount: 10 },
  { id: 3, campaign: 'Winter coats', channel: 'Website', donorType: 'Company', amount: 1_500 },
  { id: 4, campaign: 'School meals', channel: 'Website', donorType: 'Individual', amount: 25 },
  { id: 5, campaign: 'School meals', channel: 'Event', donorType: 'Company', amount: 2_000 },
  { id: 6, campaign: 'School meals', channel: 'Street', donorType: 'Individual', amount: 5 },
  { id: 7, campaign: 'River clean-up', channel: 'Event', donorType: 'Individual', amount: 40 },
  { id: 8, campaign: 'River clean-up', channel: 'Website', donorType: 'Company', amount: 750 },
];

const columns: GridColDef<Donation>[] = [
  { field: 'campaign', headerName: 'Campaign', width: 140 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'donorType', headerName: 'Donor', width: 110 },
  { field: 'amount', headerName: 'Amount (£)', type: 'number', width: 120 },
];

// Pivot view on with an empty model: the grid invites the user to pick fields in the panel.
export default function PivotFromScratch() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        label="Donations"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: { enabled: true, model: { rows: [], columns: [], values: [] } },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
      />
    </div>
  );
}
