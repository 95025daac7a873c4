import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';

const tasks = [
  { id: 1, title: 'Migrate billing to new API', assignee: 'Noor', priority: 'High', estimate: 13, done: false },
  { id: 2, title: 'Fix flaky login test', assignee: 'Bram', priority: 'Medium', estimate: 3, done: false },
  { id: 3, title: 'Write onboarding checklist', assignee: 'Noor', priority: 'Low', estimate: 2, done: true },
  { id: 4, title: 'Audit dependency licences', assignee: 'Ines', priority: 'High', estimate: 5, done: false },
  { id: 5, title: 'Redesign invoice PDF', assignee: 'Ines', priority: 'Medium', estimate: 8, done: false },
  { id: 6, title: 'Add rate limiting to search', assignee: 'Bram', priority: 'High', estimate: 8, done: true },
  { id: 7, title: 'Clean up feature flags', assignee: 'Noor', priority: 'Low', estimate: 3, done: false },
  { id: 8, title: 'Load-test export endpoint', assignee: 'Ines', priority: 'High', estimate: 5, done: false },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: ['Low', 'Medium', 'High'], width: 110 },
  { field: 'estimate', headerName: 'Points', type: 'number', width: 90 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 80 },
];

export default function ProjectTasksMultiFilter() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Sprint backlog"
        rows={tasks}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Open, high-priority work: every item must pass.
              items: [
                { id: 1, field: 'priority', operator: 'is', value: 'High' },
                { id: 2, field: 'done', operator: 'is', value: false },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </div>
  );
}
