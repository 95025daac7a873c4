import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const invoices = ['INV-1042 · Northwind', 'INV-1043 · Contoso', 'INV-1044 · Fabrikam'];

export default function LinearIndeterminate() {
  const [loading, setLoading] = React.useState(false);
  const listId = React.useId();

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => setLoading(false), 2000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>
        {loading && <LinearProgress aria-label="Refreshing invoices" aria-controls={listId} />}
      </Box>
      <List id={listId} aria-busy={loading} dense sx={{ opacity: loading ? 0.5 : 1 }}>
        {invoices.map((invoice) => (
          <ListItem key={invoice}>
            <ListItemText primary={invoice} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => setLoading(true)} disabled={loading}>
          Refresh
        </Button>
      </Box>
    </Paper>
  );
}
