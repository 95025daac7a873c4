import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import type { Breakpoint, TypographyVariant } from '@mui/material/styles';

// The default theme, before and after responsiveFontSizes().
const original = createTheme();
const responsive = responsiveFontSizes(original);

const variants: TypographyVariant[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'body1'];
const breakpoints: Breakpoint[] = ['xs', 'sm', 'md', 'lg'];

// The size that applies from a breakpoint up: its own media query, or the last one below it.
function sizeAt(variant: TypographyVariant, breakpoint: Breakpoint) {
  const style = responsive.typography[variant] as Record<string, unknown>;
  let size = String(style.fontSize);
  for (const key of breakpoints.slice(1, breakpoints.indexOf(breakpoint) + 1)) {
    const query = style[responsive.breakpoints.up(key)] as { fontSize?: string } | undefined;
    if (query?.fontSize) {
      size = query.fontSize;
    }
  }
  return `${Math.round(parseFloat(size) * 16)}px`;
}

export default function ResponsiveSizeTable() {
  return (
    <TableContainer>
      <Table size="small" aria-label="Font size per breakpoint after responsiveFontSizes">
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell align="right">Default</TableCell>
            {breakpoints.map((breakpoint) => (
              <TableCell key={breakpoint} align="right">
                {breakpoint} ({original.breakpoints.values[breakpoint]}px+)
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => (
            <TableRow key={variant}>
              <TableCell component="th" scope="row">
                <code>{variant}</code>
              </TableCell>
              <TableCell align="right" sx={{ color: 'text.secondary' }}>
                {Math.round(parseFloat(String(original.typography[variant].fontSize)) * 16)}px
              </TableCell>
              {breakpoints.map((breakpoint) => (
                <TableCell key={breakpoint} align="right">
                  {sizeAt(variant, breakpoint)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
