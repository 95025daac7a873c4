import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { defaultOnBeforeExport } from '@mui/x-charts-pro/models';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Prepares the copy of the chart: no toolbar, a heading, a footnote and a white page.
function prepareReport(iframe: HTMLIFrameElement) {
  defaultOnBeforeExport(iframe);
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  doc.body.style.background = '#ffffff';
  doc.body.style.color = '#212121';

  const heading = doc.createElement('h1');
  heading.textContent = 'Westside Clinic: patient visits, week 23';
  heading.style.cssText = 'font: 600 18px sans-serif; margin: 8px 16px;';
  doc.body.prepend(heading);

  const footnote = doc.createElement('p');
  footnote.textContent = 'Walk-ins are counted when the patient is seen, not at arrival.';
  footnote.style.cssText = 'font: 12px sans-serif; margin: 8px 16px;';
  doc.body.append(footnote);
}

export default function ClinicVisitsOnBeforeExport() {
  return (
    <BarChartPro
      height={300}
      showToolbar
      title="Patient visits per weekday, week 23"
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ width: 40 }]}
      series={[
        { label: 'Booked', data: [64, 58, 61, 55, 47], stack: 'visits' },
        { label: 'Walk-in', data: [21, 17, 14, 19, 26], stack: 'visits' },
      ]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'clinic-visits-week-23', onBeforeExport: prepareReport },
          imageExportOptions: [{ type: 'image/png', fileName: 'clinic-visits-week-23', onBeforeExport: prepareReport }],
        },
      }}
    />
  );
}
