import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const commitMessage =
  'Fix the invoice export so that line items with a zero quantity are kept, totals are rounded once per invoice instead of once per line, and the currency symbol follows the customer locale.';
const filePath = 'packages/billing/src/export/invoice/formatters/roundCurrencyPerInvoice.ts';

export default function TooltipWidths() {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
      {/* Default: wraps at 300 px. */}
      <Tooltip title={commitMessage} describeChild>
        <Button variant="text">Commit 4f2a9c1</Button>
      </Tooltip>
      {/* Wider box, fewer lines. */}
      <Tooltip title={commitMessage} describeChild slotProps={{ tooltip: { sx: { maxWidth: 480 } } }}>
        <Button variant="text">Commit 4f2a9c1 (480 px)</Button>
      </Tooltip>
      {/* One line, as wide as the text needs. */}
      <Tooltip
        title={filePath}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none', fontFamily: 'monospace' } } }}
      >
        <Button variant="text">roundCurrencyPerInvoice.ts</Button>
      </Tooltip>
    </Stack>
  );
}
