import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing prices and daily volumes (millions) over 10 trading days.
const stocks = [
  { ticker: 'NOVA', prices: [41.2, 41.8, 42.5, 42.1, 43.4, 44.0, 43.6, 44.8, 45.3, 45.9], volume: [3.1, 2.8, 4.2, 3.3, 5.1, 4.4, 2.9, 3.8, 4.6, 5.2] },
  { ticker: 'KITE', prices: [118, 116.5, 117.2, 114.8, 113.9, 115.1, 112.4, 111.8, 110.2, 109.5], volume: [1.2, 1.4, 1.1, 2.2, 1.9, 1.3, 2.5, 1.8, 2.1, 2.4] },
  { ticker: 'ORBT', prices: [22.4, 22.9, 22.1, 23.5, 23.0, 22.6, 23.8, 24.1, 23.7, 24.4], volume: [6.3, 5.8, 7.1, 6.6, 5.2, 5.9, 7.4, 6.8, 6.1, 7.0] },
  { ticker: 'HELX', prices: [75.1, 75.3, 74.8, 75.6, 75.2, 75.9, 75.4, 76.0, 75.7, 76.2], volume: [0.9, 0.8, 1.0, 0.9, 1.1, 0.8, 0.9, 1.2, 1.0, 0.9] },
];

export default function PortfolioTable() {
  return (
    <Table size="small" aria-label="Watchlist with 10-day trends">
      <TableHead>
        <TableRow>
          <TableCell>Ticker</TableCell>
          <TableCell align="right">Last</TableCell>
          <TableCell align="right">Change</TableCell>
          <TableCell>10-day price</TableCell>
          <TableCell>Volume</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stocks.map((stock) => {
          const first = stock.prices[0];
          const last = stock.prices[stock.prices.length - 1];
          const change = ((last - first) / first) * 100;
          const up = change >= 0;
          return (
            <TableRow key={stock.ticker}>
              <TableCell sx={{ fontWeight: 600 }}>{stock.ticker}</TableCell>
              <TableCell align="right">{last.toFixed(2)}</TableCell>
              <TableCell align="right" sx={{ color: up ? 'success.main' : 'error.main' }}>
                {up ? '+' : ''}
                {change.toFixed(1)}%
              </TableCell>
              <TableCell>
                {/* The box sets the width; the chart only needs a height. */}
                <Box sx={{ width: 120 }}>
                  <SparkLineChart
                    data={stock.prices}
                    height={32}
                    color={up ? '#43a047' : '#e53935'}
                    showTooltip
                    showHighlight
                    valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(2)}`)}
                  />
                </Box>
              </TableCell>
              <TableCell>
                <Box sx={{ width: 100 }}>
                  <SparkLineChart
                    data={stock.volume}
                    plotType="bar"
                    height={32}
                    color="#90a4ae"
                    showTooltip
                    showHighlight
                    valueFormatter={(value) => `${value}M shares`}
                  />
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
