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
  type GridFilterModel,
  type GridSortModel,
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

type Outcome = { sort?: GridSortModel; filter?: GridFilterModel; message: string };

// Stands in for a language model: a real app sends the prompt to a service.
function interpret(prompt: string): Outcome {
  const text = prompt.toLowerCase();
  if (text.includes('cheap')) return { sort: [{ field: 'price', sort: 'asc' }], message: 'sorted by price, lowest first.' };
  if (text.includes('light')) return { sort: [{ field: 'weight', sort: 'asc' }], message: 'sorted by weight.' };
  if (text.includes('stock')) {
    return { filter: { items: [{ field: 'stock', operator: '>', value: 0 }] }, message: 'showing laptops in stock.' };
  }
  if (text.includes('reset')) return { sort: [], filter: { items: [] }, message: 'back to the full list.' };
  return { message: 'not understood. Try "cheapest first", "in stock only", "lightest" or "reset".' };
}

function LaptopToolbar() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Ask for "cheapest first" or "in stock only".');

  const handleSubmit = async (prompt: string) => {
    await new Promise((resolve) => setTimeout(resolve, 600)); // the field stays disabled meanwhile
    const outcome = interpret(prompt);
    if (outcome.sort) apiRef.current.setSortModel(outcome.sort);
    if (outcome.filter) apiRef.current.setFilterModel(outcome.filter);
    setMessage(`"${prompt}": ${outcome.message}`);
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
              placeholder={state.recording ? 'Listening…' : 'Ask the grid, e.g. "lightest first"'}
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

export default function LaptopPrompt() {
  return (
    <div className="h-[400px] w-full">
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: LaptopToolbar }} showToolbar />
    </div>
  );
}
