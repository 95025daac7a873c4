import * as React from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';

function useMounted() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}

function QueryRow({ query, mounted }: { query: string; mounted: boolean }) {
  const matches = useMediaQuery(query);
  return (
    <TableRow>
      <TableCell sx={{ fontFamily: 'monospace' }}>{query}</TableCell>
      <TableCell>
        {/* Text from the hook appears only after mount, so the server HTML and hydration agree. */}
        {mounted ? (
          <Chip size="small" label={matches ? 'matches' : 'no match'} color={matches ? 'success' : 'default'} />
        ) : (
          <Chip size="small" label="checking" variant="outlined" />
        )}
      </TableCell>
    </TableRow>
  );
}

const queries = [
  '(min-width: 600px)',
  '(orientation: landscape)',
  '(hover: hover) and (pointer: fine)',
  '(prefers-color-scheme: dark)',
  '(prefers-reduced-motion: reduce)',
];

export default function MediaFeatureReadout() {
  const mounted = useMounted();
  return (
    <Table size="small" aria-label="Media queries and whether this browser matches them">
      <TableHead>
        <TableRow>
          <TableCell>Query</TableCell>
          <TableCell>In this browser</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {queries.map((query) => (
          <QueryRow key={query} query={query} mounted={mounted} />
        ))}
      </TableBody>
    </Table>
  );
}
