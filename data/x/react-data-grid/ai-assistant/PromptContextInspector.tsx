import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef, type PromptResponse } from '@mui/x-data-grid-premium';

type Ticket = { id: number; subject: string; priority: string; openedAt: Date; hoursOpen: number; email: string };

const rows: Ticket[] = [
  { id: 311, subject: 'Invoice shows wrong VAT', priority: 'High', openedAt: new Date(2025, 2, 3), hoursOpen: 5, email: 'd.okafor@example.com' },
  { id: 312, subject: 'Cannot reset password', priority: 'Urgent', openedAt: new Date(2025, 2, 3), hoursOpen: 1, email: 'm.ruiz@example.com' },
  { id: 313, subject: 'Export to Excel is slow', priority: 'Low', openedAt: new Date(2025, 2, 4), hoursOpen: 30, email: 'a.chen@example.com' },
  { id: 314, subject: 'Add a second admin', priority: 'Normal', openedAt: new Date(2025, 2, 5), hoursOpen: 12, email: 'p.nowak@example.com' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', width: 200 },
  // `description` and `examples` are sent with every prompt, to explain the column.
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', width: 100,
    valueOptions: ['Low', 'Normal', 'High', 'Urgent'], description: 'How fast support must answer' },
  { field: 'openedAt', headerName: 'Opened', type: 'date', width: 110 },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 110, examples: [2, 48] },
  // Hidden from the user, but still part of the context (and of the samples).
  { field: 'email', headerName: 'Customer e-mail', width: 200 },
];

type Request = { prompt: string; conversationId?: string; context: string };

export default function PromptContextInspector() {
  const apiRef = useGridApiRef();
  const [sampling, setSampling] = React.useState(false);
  const [prompt, setPrompt] = React.useState('Urgent tickets first');
  const [request, setRequest] = React.useState<Request | null>(null);

  const handlePrompt = React.useCallback(
    async (text: string, context: string, conversationId?: string): Promise<PromptResponse> => {
      setRequest({ prompt: text, conversationId, context });
      // Changes nothing: the point of this demo is what the grid sends.
      return { conversationId: 'inspector-1', select: -1, filters: [], aggregation: {}, sorting: [], grouping: [], pivoting: {} };
    },
    [],
  );

  const contextLines = request
    ? (JSON.parse(request.context) as object[]).map((column) => JSON.stringify(column)).join('\n')
    : 'Send a prompt to see the request.';

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField size="small" label="Prompt" value={prompt} onChange={(event) => setPrompt(event.target.value)} />
        <Button variant="contained" onClick={() => apiRef.current?.aiAssistant.processPrompt(prompt)}>
          Send
        </Button>
        <FormControlLabel
          control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
          label="Allow data sampling"
        />
      </Stack>
      <Box sx={{ height: 250 }}>
        <DataGridPremium
          apiRef={apiRef}
          label="Support tickets"
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
          aiAssistant
          onPrompt={handlePrompt}
          allowAiAssistantDataSampling={sampling}
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, mb: 0.5 }}>
        {request ? `prompt: "${request.prompt}", conversationId: ${request.conversationId ?? 'undefined (new conversation)'}` : 'context:'}
      </Typography>
      <Typography component="pre" variant="body2"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 12, overflow: 'auto', maxHeight: 220 }}>
        {contextLines}
      </Typography>
    </Box>
  );
}
