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

const css = `
.laptop-toolbar { flex-direction: column; align-items: stretch; gap: 4px; padding: 6px 8px; }
.laptop-prompt {
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px;
  border: 1px solid #d1d5db;
  border-radius: 6px;
}
.laptop-prompt:focus-within { border-color: #2563eb; }
.laptop-prompt-input {
  flex: 1;
  min-width: 0;
  padding: 6px 0;
  font: inherit;
  font-size: 0.875rem;
  background: transparent;
  border: 0;
  outline: none;
}
.laptop-prompt-input:disabled { color: #9ca3af; }
.laptop-prompt-button {
  padding: 4px;
  font: inherit;
  font-size: 0.875rem;
  color: #4b5563;
  background: transparent;
  border: 0;
  border-radius: 4px;
  cursor: pointer;
}
.laptop-prompt-button:hover { background: #f3f4f6; }
.laptop-prompt-button:disabled { color: #9ca3af; cursor: default; background: transparent; }
.laptop-prompt-button.is-recording { color: #dc2626; }
.laptop-prompt-send { font-weight: 500; color: #1d4ed8; }
.laptop-status { font-size: 0.75rem; color: #4b5563; }
`;

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
    <Toolbar className="laptop-toolbar">
      <PromptField onSubmit={handleSubmit} className="laptop-prompt">
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
              className="laptop-prompt-input"
            />
          )}
        />
        <PromptFieldRecord
          aria-label="Dictate a prompt"
          className={(state) => (state.recording ? 'laptop-prompt-button is-recording' : 'laptop-prompt-button')}
          render={<button type="button" />}
        >
          Mic
        </PromptFieldRecord>
        <PromptFieldSend
          aria-label="Send prompt"
          className="laptop-prompt-button laptop-prompt-send"
          render={<button type="button" />}
        >
          Send
        </PromptFieldSend>
      </PromptField>
      <span role="status" className="laptop-status">
        {message}
      </span>
    </Toolbar>
  );
}

export default function LaptopPrompt() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <style href="laptop-prompt" precedence="default">
        {css}
      </style>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: LaptopToolbar }} showToolbar />
    </div>
  );
}
