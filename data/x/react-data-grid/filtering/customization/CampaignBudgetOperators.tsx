import {
  DataGrid,
  GridFilterInputValue,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
  type GridTypeFilterInputValueProps,
} from '@mui/x-data-grid';

type Campaign = { id: number; name: string; channel: string; budget: number; spent: number };

const rows: Campaign[] = [
  { id: 1, name: 'Spring sale teaser', channel: 'Social', budget: 4000, spent: 4620 },
  { id: 2, name: 'Newsletter relaunch', channel: 'Email', budget: 1200, spent: 640 },
  { id: 3, name: 'Podcast sponsorship', channel: 'Audio', budget: 9000, spent: 9000 },
  { id: 4, name: 'Search brand terms', channel: 'Search', budget: 2500, spent: 2710 },
  { id: 5, name: 'City billboards', channel: 'Outdoor', budget: 15000, spent: 11350 },
  { id: 6, name: 'Retargeting', channel: 'Display', budget: 3000, spent: 2890 },
];

// No value to type: the condition compares two fields of the same row.
const overBudget: GridFilterOperator<Campaign, number> = {
  label: 'is over budget',
  headerLabel: 'over budget',
  value: 'overBudget',
  requiresFilterValue: false,
  getApplyFilterFn: () => (spent, row) => spent > row.budget,
};

// A new operator that reuses the grid's own numeric text field as its input.
const usedAtLeast: GridFilterOperator<Campaign, number, number, GridTypeFilterInputValueProps> = {
  label: 'used at least (%)',
  value: 'usedAtLeast',
  getApplyFilterFn: (filterItem) => {
    const percent = Number(filterItem.value);
    if (filterItem.value == null || filterItem.value === '' || Number.isNaN(percent)) {
      return null;
    }
    return (spent, row) => (spent / row.budget) * 100 >= percent;
  },
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
  getValueAsString: (value) => `${value}% of budget`,
};

const money = (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`);

const columns: GridColDef<Campaign>[] = [
  { field: 'name', headerName: 'Campaign', flex: 1, minWidth: 170 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 110, valueFormatter: money },
  {
    field: 'spent',
    headerName: 'Spent',
    type: 'number',
    width: 110,
    valueFormatter: money,
    filterOperators: [overBudget, usedAtLeast, ...getGridNumericOperators()],
  },
];

export default function CampaignBudgetOperators() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        label="Marketing campaigns"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ field: 'spent', operator: 'overBudget' }] } } }}
      />
    </div>
  );
}
