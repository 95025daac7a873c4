import { BarChart } from '@mui/x-charts/BarChart';

const opening = 120;
const steps = [
  { name: 'Sales', change: 86 },
  { name: 'Refunds', change: -14 },
  { name: 'Payroll', change: -62 },
  { name: 'Rent', change: -18 },
  { name: 'Grant', change: 25 },
];

// Each change floats on an invisible base: the lower of the running totals before and after it.
type Row = { name: string; base: number; balance: number | null; rise: number | null; fall: number | null };

let total = opening;
const rows: Row[] = [{ name: 'Opening', base: 0, balance: opening, rise: null, fall: null }];
steps.forEach((step) => {
  const before = total;
  total += step.change;
  rows.push({
    name: step.name,
    base: Math.min(before, total),
    balance: null,
    rise: step.change > 0 ? step.change : null,
    fall: step.change < 0 ? -step.change : null,
  });
});
rows.push({ name: 'Closing', base: 0, balance: total, rise: null, fall: null });

const euros = (value: number | null) => (value === null ? null : `€${value}k`);

export default function WaterfallCashFlow() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24 }}
      dataset={rows}
      xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}k`, width: 56 }]}
      series={[
        { dataKey: 'base', stack: 'flow', color: 'transparent', valueFormatter: () => null },
        { dataKey: 'balance', label: 'Balance', stack: 'flow', color: '#5c6bc0', valueFormatter: euros },
        { dataKey: 'rise', label: 'Increase', stack: 'flow', color: '#43a047', valueFormatter: euros },
        { dataKey: 'fall', label: 'Decrease', stack: 'flow', color: '#e53935', valueFormatter: euros },
      ]}
    />
  );
}
