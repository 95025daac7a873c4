import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { defaultOnBeforeExport } from '@mui/x-charts-pro/models';

const sources = [
  { id: 'search', label: 'Search', value: 46 },
  { id: 'direct', label: 'Direct', value: 28 },
  { id: 'social', label: 'Social', value: 17 },
  { id: 'email', label: 'Email', value: 9 },
];

// Runs on the copy of the chart, inside the export iframe, before the image or the print is made.
function addSourceLine(iframe: HTMLIFrameElement) {
  defaultOnBeforeExport(iframe); // keeps the default behaviour: remove the toolbar
  const doc = iframe.contentDocument;
  if (doc) {
    const note = doc.createElement('p');
    note.textContent = 'Sessions by traffic source, June 2025. Source: web analytics.';
    note.style.cssText = 'font: 12px sans-serif; margin: 8px; color: #555;';
    doc.body.appendChild(note);
  }
}

export default function ExportWithApiRef() {
  const apiRef = useChartProApiRef<'pie'>();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() =>
            apiRef.current?.exportAsImage({
              type: 'image/png',
              fileName: 'traffic-sources',
              onBeforeExport: addSourceLine,
            })
          }
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() =>
            apiRef.current?.exportAsPrint({ fileName: 'traffic-sources', onBeforeExport: addSourceLine })
          }
        >
          Print or save as PDF
        </Button>
      </Stack>
      <PieChartPro
        apiRef={apiRef}
        height={240}
        margin={{ top: 24, bottom: 24 }}
        series={[{ data: sources, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]}
      />
    </Stack>
  );
}
