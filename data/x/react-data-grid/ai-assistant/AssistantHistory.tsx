import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  FilterPanelTrigger,
  GridAiAssistantPanel,
  Toolbar,
  ToolbarButton,
  type Conversation,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';

type Invoice = { id: string; client: string; status: string; amount: number };

const rows: Invoice[] = [
  { id: 'INV-201', client: 'Brightline Media', status: 'Paid', amount: 4_200 },
  { id: 'INV-202', client: 'Okafor Logistics', status: 'Overdue', amount: 12_750 },
  { id: 'INV-203', client: 'Sato Design', status: 'Draft', amount: 980 },
  { id: 'INV-204', client: 'Verde Farms', status: 'Overdue', amount: 3_310 },
  { id: 'INV-205', client: 'Nordvik AS', status: 'Paid', amount: 7_040 },
  { id: 'INV-206', client: 'Harbor Books', status: 'Overdue', amount: 640 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Draft', 'Paid', 'Overdue'], width: 110 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

const base = { select: -1, filters: [], aggregation: {}, sorting: [], grouping: [], pivoting: {} };

const overdue: PromptResponse = {
  ...base,
  conversationId: 'saved-1',
  filters: [{ column: 'status', operator: 'is', value: 'Overdue' }],
  sorting: [{ column: 'amount', direction: 'desc' }],
};

// What an app would load from its storage. `createdAt` must be a Date (revive it after JSON.parse).
const savedConversations: Conversation[] = [
  {
    id: 'saved-1',
    title: 'Overdue invoices, largest first',
    prompts: [{ value: 'Overdue invoices, largest first', createdAt: new Date(2025, 2, 14, 9, 30), response: overdue, variant: 'success' }],
  },
];

function resolveLocally(prompt: string, conversationId?: string): PromptResponse {
  const text = prompt.toLowerCase();
  const id = conversationId ?? 'local';
  if (text.includes('overdue')) return { ...overdue, conversationId: id };
  for (const status of ['paid', 'draft']) {
    if (text.includes(status)) {
      const value = status === 'paid' ? 'Paid' : 'Draft';
      return { ...base, conversationId: id, filters: [{ column: 'status', operator: 'is', value }] };
    }
  }
  if (/all|reset/.test(text)) return { ...base, conversationId: id };
  throw new Error('Try "paid invoices", "drafts", "overdue invoices" or "show all".');
}

function InvoicesToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>Invoices</Typography>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}><FilterListIcon fontSize="small" /></FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Ask the assistant">
        <AiAssistantPanelTrigger render={<ToolbarButton color="primary" />}>
          <AutoAwesomeIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function AssistantHistory() {
  const [conversations, setConversations] = React.useState<Conversation[]>(savedConversations);
  const promptCount = conversations.reduce((count, conversation) => count + conversation.prompts.length, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored: {conversations.length} conversation(s), {promptCount} prompt(s)
        </Typography>
        <Button size="small" onClick={() => setConversations([])} disabled={conversations.length === 0}>
          Clear history
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          label="Invoices"
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ toolbar: InvoicesToolbar, aiAssistantPanel: GridAiAssistantPanel }}
          aiAssistant
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          onPrompt={async (prompt, _context, conversationId) => resolveLocally(prompt, conversationId)}
        />
      </div>
    </Stack>
  );
}
