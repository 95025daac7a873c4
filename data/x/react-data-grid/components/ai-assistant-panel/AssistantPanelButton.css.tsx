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

const css = `
.staff-ai-toolbar { padding: 0 8px; }
.staff-ai-button {
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  color: #1d4ed8;
  background: transparent;
  border: 1px solid #1d4ed8;
  border-radius: 6px;
  cursor: pointer;
}
.staff-ai-button:hover { background: #eff6ff; }
.staff-ai-button.is-open { color: #fff; background: #1d4ed8; }
`;

function StaffToolbar() {
  return (
    <Toolbar className="staff-ai-toolbar">
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <button {...props} type="button" className={state.open ? 'staff-ai-button is-open' : 'staff-ai-button'}>
            Ask the assistant
          </button>
        )}
      />
    </Toolbar>
  );
}

export default function AssistantPanelButton() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <style href="assistant-panel-button" precedence="default">
        {css}
      </style>
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
