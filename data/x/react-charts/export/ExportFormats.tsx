import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average response time of a help desk, in hours.
const firstResponse = [5.2, 4.8, 4.9, 4.1, 3.6, 3.8, 4.4, 4.9, 3.5, 3.1, 2.9, 3.3];
const resolution = [26, 24, 25, 22, 19, 21, 23, 27, 18, 17, 16, 18];

export default function ExportFormats() {
  return (
    <LineChartPro
      height={320}
      margin={{ top: 24, right: 24 }}
      showToolbar
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40, valueFormatter: (value: number) => `${value} h` }]}
      series={[
        { label: 'First response', data: firstResponse },
        { label: 'Resolution', data: resolution },
      ]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'help-desk-response-times' },
          // One menu item per format, in this order.
          imageExportOptions: [
            { type: 'image/png', fileName: 'help-desk-response-times' },
            { type: 'image/jpeg', quality: 0.85, fileName: 'help-desk-response-times' },
            { type: 'image/webp', quality: 0.9, fileName: 'help-desk-response-times' },
          ],
        },
      }}
    />
  );
}
