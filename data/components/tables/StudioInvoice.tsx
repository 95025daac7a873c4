import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const phases = [
  {
    name: 'Discovery',
    lines: [
      { task: 'Stakeholder interviews', hours: 6 },
      { task: 'Competitor review', hours: 4 },
    ],
  },
  {
    name: 'Design',
    lines: [
      { task: 'Wireframes', hours: 12 },
      { task: 'Visual design', hours: 18 },
      { task: 'Design review', hours: 2 },
    ],
  },
  { name: 'Handoff', lines: [{ task: 'Developer documentation', hours: 5 }] },
];

const RATE = 85;
const TAX_RATE = 0.08;
const hours = phases.flatMap((p) => p.lines).reduce((sum, line) => sum + line.hours, 0);
const net = hours * RATE;
const tax = net * TAX_RATE;
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2 });

export default function StudioInvoice() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Invoice 2026-031, website redesign" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Phase</TableCell>
            <TableCell>Task</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Amount (USD)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {phases.map((phase) =>
            phase.lines.map((line, index) => (
              <TableRow key={line.task}>
                {/* The phase cell is written once and covers all of its lines */}
                {index === 0 && (
                  <TableCell component="th" scope="rowgroup" rowSpan={phase.lines.length} sx={{ verticalAlign: 'top', fontWeight: 500 }}>
                    {phase.name}
                  </TableCell>
                )}
                <TableCell>{line.task}</TableCell>
                <TableCell align="right">{line.hours}</TableCell>
                <TableCell align="right">{money(line.hours * RATE)}</TableCell>
              </TableRow>
            )),
          )}
          <TableRow>
            <TableCell rowSpan={3} sx={{ verticalAlign: 'top', color: 'text.secondary' }}>
              Rate: {RATE} USD/h
            </TableCell>
            <TableCell colSpan={2}>Subtotal ({hours} h)</TableCell>
            <TableCell align="right">{money(net)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Sales tax ({Math.round(TAX_RATE * 100)}%)</TableCell>
            <TableCell align="right">{money(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 'bold' }}>Total due</TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>{money(net + tax)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
