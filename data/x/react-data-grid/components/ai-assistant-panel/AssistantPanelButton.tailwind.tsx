import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  Toolbar,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, employee: 'Grace Liu', department: 'Sales', city: 'Toronto', salary: 72000 },
  { id: 2, employee: 'Kofi Mensah', department: 'Engineering', city: 'Berlin', salary: 98000 },
  { id: 3, employee: 'Ana Costa', department: 'Sales', city: 'Lisbon', salary: 64000 },
  { id: 4, employee: 'Yusuf Demir', department: 'Support', city: 'Berlin', salary: 51000 },
  { id: 5, employee: 'Ella Novak', department: 'Engineering', city: 'Toronto', salary: 105000 },
];

const columns: GridColDef[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
];

const suggestions = [{ value: 'Group by department' }, { value: 'Highest salary first' }, { value: 'Only Berlin' }];

// Stands in for a prompt service: a real app sends the prompt to MUI's prompt API or its own model.
async function resolvePrompt(prompt: string): Promise<PromptResponse> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: 'local',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
  };
  if (text.includes('department')) response.grouping = [{ column: 'department' }];
  if (text.includes('salary')) response.sorting = [{ column: 'salary', direction: 'desc' }];
  if (text.includes('berlin')) response.filters = [{ column: 'city', operator: 'equals', value: 'Berlin' }];
  return response;
}

function StaffToolbar() {
  return (
    <Toolbar className="px-2">
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <button
            {...props}
            type="button"
            className={`rounded-md border border-blue-700 px-3 py-1 text-sm font-medium ${
              state.open ? 'bg-blue-700 text-white' : 'text-blue-700 hover:bg-blue-50'
            }`}
          >
            Ask the assistant
          </button>
        )}
      />
    </Toolbar>
  );
}

export default function AssistantPanelButton() {
  return (
    <div className="h-[440px] w-full">
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ toolbar: StaffToolbar }}
        showToolbar
      />
    </div>
  );
}
