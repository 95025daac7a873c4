import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';

export default function ColorSchemeStatus() {
  // Read-only: this reads the site's own colour scheme, which the settings drawer changes.
  const { mode, systemMode, colorScheme, allColorSchemes } = useColorScheme();

  const rows = [
    { name: 'mode', value: mode, help: 'what the reader chose: light, dark or system' },
    { name: 'systemMode', value: systemMode, help: "the operating system's preference, set when mode is system" },
    { name: 'colorScheme', value: colorScheme, help: 'the scheme applied to the page right now' },
    { name: 'allColorSchemes', value: allColorSchemes.join(', '), help: 'the schemes the theme defines' },
  ];

  return (
    <div>
      <Table size="small" aria-label="Values returned by useColorScheme">
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {row.name}
              </TableCell>
              <TableCell>
                {/* Undefined on the server and during hydration: the hook only knows after mounting. */}
                <Chip size="small" label={row.value ?? 'undefined'} variant={row.value ? 'filled' : 'outlined'} />
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{row.help}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Switch the site between light, dark and system in the settings to see the values change.
      </Typography>
    </div>
  );
}
