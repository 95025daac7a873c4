import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiTableCell: {
      styleOverrides: {
        // theme.unstable_sx turns sx shorthand into CSS: spacing units, palette paths, typography variants.
        root: ({ theme }) => theme.unstable_sx({ px: 1.5, py: 1, borderColor: 'divider' }),
        head: ({ theme }) =>
          theme.unstable_sx({ typography: 'overline', lineHeight: 1.5, color: 'text.secondary' }),
      },
    },
    MuiTableRow: {
      styleOverrides: {
        root: ({ theme }) =>
          theme.unstable_sx({ '&:last-of-type td': { borderBottom: 0 }, '&:hover': { bgcolor: 'action.hover' } }),
      },
    },
  },
});

const runners = [
  { name: 'Amara Okafor', distance: 52.4, streak: 12 },
  { name: 'Jonas Weber', distance: 47.9, streak: 9 },
  { name: 'Mei Tanaka', distance: 41.2, streak: 15 },
  { name: 'Luis Ortega', distance: 38.6, streak: 4 },
];

export default function LeaderboardSxOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Table size="small" aria-label="Weekly running leaderboard" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Runner</TableCell>
            <TableCell align="right">Distance (km)</TableCell>
            <TableCell align="right">Streak (days)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runners.map((runner) => (
            <TableRow key={runner.name}>
              <TableCell>{runner.name}</TableCell>
              <TableCell align="right">{runner.distance.toFixed(1)}</TableCell>
              {/* sx on the element still beats the theme: this cell keeps its own weight. */}
              <TableCell align="right" sx={runner.streak >= 10 ? { fontWeight: 700 } : undefined}>
                {runner.streak}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ThemeProvider>
  );
}
