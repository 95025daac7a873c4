import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

type Ticket = { id: string; label: string; childrenCount: number };

const queues: Ticket[] = [
  { id: 'billing', label: 'Billing queue', childrenCount: 2 },
  { id: 'outages', label: 'Outages queue (flaky)', childrenCount: 1 },
];

const tickets: Record<string, Ticket[]> = {
  billing: [
    { id: 'T-1042', label: 'T-1042 Refund not received', childrenCount: 0 },
    { id: 'T-1047', label: 'T-1047 Duplicate charge', childrenCount: 0 },
  ],
  outages: [{ id: 'T-2001', label: 'T-2001 Login page timing out', childrenCount: 0 }],
};

export default function FlakyConnection() {
  const [message, setMessage] = React.useState<string | null>(null);
  const attempts = React.useRef(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (ticket: Ticket) => ticket.childrenCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Ticket[]>((resolve, reject) => {
          setTimeout(() => {
            // The outages queue fails on the first attempt only.
            if (parentId === 'outages' && attempts.current === 0) {
              attempts.current += 1;
              setMessage('The outages queue could not be loaded. Open it again to retry.');
              reject(new Error('Gateway timeout'));
              return;
            }
            setMessage(null);
            resolve(parentId ? (tickets[parentId] ?? []) : queues);
          }, 600);
        }),
    }),
    [],
  );

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Support queues"
        items={queues}
        dataSource={dataSource}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 20, color: 'error.main' }}>
        {message}
      </Typography>
    </Box>
  );
}
