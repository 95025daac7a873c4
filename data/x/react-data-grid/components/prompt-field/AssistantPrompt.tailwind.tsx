import * as React from 'react';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, model: 'Aero 14', brand: 'Lumen', price: 1149, weight: 1.2, stock: 14 },
  { id: 2, model: 'WorkPro 16', brand: 'Castor', price: 1899, weight: 2.1, stock: 0 },
  { id: 3, model: 'Flex 13', brand: 'Orion', price: 899, weight: 1.3, stock: 6 },
  { id: 4, model: 'Studio 15', brand: 'Lumen', price: 2299, weight: 1.8, stock: 3 },
  { id: 5, model: 'Basic 15', brand: 'Castor', price: 649, weight: 1.9, stock: 0 },
];

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 120 },
  { field: 'brand', headerName: 'Brand', width: 100 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

// Stands in for a prompt service: a real app calls MUI's prompt API or its own model.
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
  if (text.includes('cheap')) response.sorting = [{ column: 'price', direction: 'asc' }];
  if (text.includes('stock')) response.filters = [{ column: 'stock', operator: '>', value: 0 }];
  if (text.includes('brand')) response.grouping = [{ column: 'brand' }];
  if (text.includes('average')) response.aggregation = { price: 'avg' };
  return response;
}

function LaptopToolbar() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Try "group by brand, average price" or "cheapest in stock".');

  // The grid calls `onPrompt`, then applies the response: filters, sorting, grouping...
  const handleSubmit = async (prompt: string) => {
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setMessage(result instanceof Error ? `Failed: ${result.message}` : `Applied: "${prompt}"`);
  };

  return (
    <Toolbar className="flex-col items-stretch gap-1 px-2">
      <PromptField onSubmit={handleSubmit} className="flex items-center gap-1 rounded-md border border-gray-300 px-2 focus-within:border-blue-600">
        <PromptFieldControl
          render={({ ref, value, onChange, onKeyDown }, state) => (
            <input
              ref={ref}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              disabled={state.disabled}
              aria-label="Prompt"
              placeholder={state.recording ? 'Listening…' : 'Ask the grid, e.g. "group by brand"'}
              className="min-w-0 flex-1 bg-transparent py-1.5 text-sm focus:outline-none disabled:text-gray-400"
            />
          )}
        />
        <PromptFieldRecord
          aria-label="Dictate a prompt"
          className={(state) => `rounded p-1 text-sm ${state.recording ? 'text-red-600' : 'text-gray-600 hover:bg-gray-100'}`}
          render={<button type="button" />}
        >
          Mic
        </PromptFieldRecord>
        <PromptFieldSend
          aria-label="Send prompt"
          className="rounded p-1 text-sm font-medium text-blue-700 hover:bg-blue-50 disabled:text-gray-400"
          render={<button type="button" />}
        >
          Send
        </PromptFieldSend>
      </PromptField>
      <span role="status" className="text-xs text-gray-600">
        {message}
      </span>
    </Toolbar>
  );
}

export default function AssistantPrompt() {
  return (
    <div className="h-[400px] w-full">
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ toolbar: LaptopToolbar }}
        showToolbar
      />
    </div>
  );
}
