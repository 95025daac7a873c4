import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export default function ThemeLookups() {
  // The theme in effect here: this site's theme (with CSS variables), which keeps the default values of these keys.
  const theme = useTheme();
  const lookups: [string, string | number][] = [
    ['theme.spacing(2)', theme.spacing(2)],
    ['theme.spacing(1, 3)', theme.spacing(1, 3)],
    ['theme.shape.borderRadius', theme.shape.borderRadius],
    ['theme.breakpoints.up("md")', theme.breakpoints.up('md')],
    ['theme.zIndex.tooltip', theme.zIndex.tooltip],
    ['theme.transitions.duration.standard', theme.transitions.duration.standard],
    ['theme.typography.pxToRem(20)', theme.typography.pxToRem(20)],
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Table size="small" aria-label="Theme values read with useTheme">
        <TableHead>
          <TableRow>
            <TableCell>Expression</TableCell>
            <TableCell>Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lookups.map(([expression, result]) => (
            <TableRow key={expression}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{expression}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{String(result)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* The same values through sx: a string path, a number on the spacing scale, and a callback. */}
      <Box
        sx={{
          mt: 2,
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
          borderLeft: (theme) => `4px solid ${theme.vars ? theme.vars.palette.primary.main : theme.palette.primary.main}`,
          transition: (theme) => theme.transitions.create('background-color'),
          '&:hover': { bgcolor: 'action.selected' },
        }}
      >
        This box is styled with sx: p: 2, bgcolor: 'action.hover', and callbacks for its border and transition.
      </Box>
    </Box>
  );
}
