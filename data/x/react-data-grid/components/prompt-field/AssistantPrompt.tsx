import * as React from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
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

const StackedToolbar = styled(Toolbar)(({ theme }) => ({
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: theme.spacing(0.5),
}));

function LaptopToolbar() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Try "group by brand, average price" or "cheapest in stock".');

  // The grid calls `onPrompt`, then applies the response: filters, sorting, grouping...
  const handleSubmit = async (prompt: string) => {
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setMessage(result instanceof Error ? `Failed: ${result.message}` : `Applied: "${prompt}"`);
  };

  return (
    <StackedToolbar>
      <PromptField onSubmit={handleSubmit}>
        <PromptFieldControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              disabled={state.disabled}
              placeholder={state.recording ? 'Listening…' : 'Ask the grid, e.g. "group by brand"'}
              slotProps={{
                htmlInput: { 'aria-label': 'Prompt' },
                input: {
                  endAdornment: (
                    <React.Fragment>
                      <PromptFieldRecord size="small" aria-label="Dictate a prompt">
                        <MicIcon fontSize="small" color="inherit" />
                      </PromptFieldRecord>
                      <PromptFieldSend size="small" edge="end" aria-label="Send prompt">
                        <SendIcon fontSize="small" />
                      </PromptFieldSend>
                    </React.Fragment>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
      <Typography variant="caption" color="text.secondary" role="status">
        {message}
      </Typography>
    </StackedToolbar>
  );
}

export default function AssistantPrompt() {
  return (
    <div style={{ height: 400, width: '100%' }}>
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
