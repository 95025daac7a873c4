import * as React from 'react';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  useGridApiRef,
  type GridColDef,
  type PromptResponse,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';

type Order = { id: number; customer: string; country: string; status: string; items: number; revenue: number };

const rows: Order[] = [
  { id: 1041, customer: 'Harbor Books', country: 'Canada', status: 'Open', items: 12, revenue: 1_840 },
  { id: 1042, customer: 'Alpine Gear', country: 'Switzerland', status: 'Shipped', items: 4, revenue: 960 },
  { id: 1043, customer: 'Lumen Studio', country: 'France', status: 'Open', items: 30, revenue: 4_250 },
  { id: 1044, customer: 'Nordlys AS', country: 'Norway', status: 'Cancelled', items: 2, revenue: 310 },
  { id: 1045, customer: 'Harbor Books', country: 'Canada', status: 'Shipped', items: 8, revenue: 1_120 },
  { id: 1046, customer: 'Casa Verde', country: 'Spain', status: 'Open', items: 15, revenue: 2_075 },
  { id: 1047, customer: 'Lumen Studio', country: 'France', status: 'Shipped', items: 22, revenue: 3_300 },
  { id: 1048, customer: 'Maple & Oak', country: 'Canada', status: 'Open', items: 6, revenue: 690 },
  { id: 1049, customer: 'Casa Verde', country: 'Spain', status: 'Shipped', items: 9, revenue: 1_260 },
  { id: 1050, customer: 'Alpine Gear', country: 'Switzerland', status: 'Open', items: 18, revenue: 2_880 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90, valueFormatter: (value?: number) => (value == null ? '' : `#${value}`) },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Open', 'Shipped', 'Cancelled'], width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

const emptyResponse: Omit<PromptResponse, 'conversationId'> = {
  select: -1, filters: [], aggregation: {}, sorting: [], grouping: [], pivoting: {},
};

// The demo's stand-in for a language model: a few known prompts, matched by keywords.
// Each rule returns the parts of the grid state it changes; the rest of the conversation's state is kept.
const rules: { match: RegExp; changes: Partial<PromptResponse> }[] = [
  { match: /sort.*revenue/, changes: { sorting: [{ column: 'revenue', direction: 'desc' }] } },
  { match: /open/, changes: { filters: [{ column: 'status', operator: 'is', value: 'Open' }] } },
  { match: /total.*country/, changes: { grouping: [{ column: 'country' }], aggregation: { revenue: 'sum' }, pivoting: {} } },
  { match: /group.*country/, changes: { grouping: [{ column: 'country' }], pivoting: {} } },
  {
    match: /3 largest/,
    changes: { sorting: [{ column: 'revenue', direction: 'desc' }], select: 3, grouping: [], aggregation: {}, pivoting: {} },
  },
  {
    match: /country and status/,
    changes: { pivoting: { rows: ['country'], columns: [{ column: 'status', direction: 'asc' }], values: [{ revenue: 'sum' }] } },
  },
  { match: /reset|clear/, changes: emptyResponse },
];

const suggestions: PromptSuggestion[] = [
  { value: 'Sort by revenue, highest first' },
  { value: 'Only open orders' },
  { value: 'Total revenue per country' },
  { value: 'Select the 3 largest orders' },
  { value: 'Revenue by country and status' },
  { value: 'Reset the view' },
];

const knownFields = new Set(columns.map((column) => column.field));

export default function AssistantOrders() {
  const apiRef = useGridApiRef();
  // The state each conversation has built so far, so follow-up prompts refine it.
  const conversations = React.useRef(new Map<string, Omit<PromptResponse, 'conversationId'>>());

  const handlePrompt = React.useCallback(
    async (prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> => {
      const rule = rules.find((candidate) => candidate.match.test(prompt.toLowerCase()));
      if (!rule) {
        throw new Error('This demo only understands the suggested prompts.');
      }
      const id = conversationId ?? `demo-${conversations.current.size + 1}`;
      const previous = conversations.current.get(id) ?? emptyResponse;
      const next = { ...previous, select: -1, ...rule.changes };
      // Never hand the grid a field it doesn't have: a filter on an unknown field fails the prompt.
      next.filters = next.filters.filter((filter) => knownFields.has(filter.column));
      conversations.current.set(id, next);
      // A response without pivoting doesn't switch the pivot view off by itself.
      if (!('columns' in next.pivoting)) {
        apiRef.current?.setPivotActive(false);
      }
      await new Promise((resolve) => setTimeout(resolve, 500)); // pretend to think
      return { ...next, conversationId: id };
    },
    [apiRef],
  );

  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        label="Orders"
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        onPrompt={handlePrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
      />
    </div>
  );
}
