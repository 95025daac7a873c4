import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';

export default function ThemeTokenInspector() {
  const theme = useTheme();
  const vars = theme.vars;

  if (!vars) {
    return <p>This theme does not generate CSS variables.</p>;
  }

  // theme.vars holds references to CSS variables, not colour values.
  const tokens = [
    { path: 'palette.primary.main', ref: vars.palette.primary.main },
    { path: 'palette.background.paper', ref: vars.palette.background.paper },
    { path: 'palette.text.secondary', ref: vars.palette.text.secondary },
    { path: 'palette.primary.mainChannel', ref: vars.palette.primary.mainChannel },
  ];

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Theme tokens and their CSS variables">
        <TableHead>
          <TableRow>
            <TableCell>Token</TableCell>
            <TableCell>theme.vars (what you write)</TableCell>
            <TableCell>Swatch</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token.path}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{token.path}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{token.ref}</TableCell>
              <TableCell>
                <Box
                  aria-hidden
                  sx={{
                    width: 32,
                    height: 20,
                    borderRadius: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    // The variable resolves to the current scheme's value when the page switches modes.
                    bgcolor: token.path.endsWith('Channel') ? `rgb(${token.ref})` : token.ref,
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
