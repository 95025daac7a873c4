import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const reports = [
  { value: 'sales', label: 'Sales', text: '€48,200 this quarter, up 6% on the last.' },
  { value: 'traffic', label: 'Traffic', text: '91,400 visits, 38% of them from search.' },
  { value: 'refunds', label: 'Refunds', text: '27 requests, 3 still open.' },
];

export default function ReportManualActivationTabs() {
  const [tab, setTab] = React.useState('sales');
  const [loading, setLoading] = React.useState(false);
  const id = React.useId();
  const current = reports.find((report) => report.value === tab) ?? reports[0];

  // Each report takes a moment to "load", so a tab is only selected
  // when the user presses Enter or Space (the default behaviour).
  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => setLoading(false), 800);
    return () => clearTimeout(timer);
  }, [loading, tab]);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(event, newValue: string) => {
          setTab(newValue);
          setLoading(true);
        }}
        aria-label="Quarterly reports"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {reports.map((report) => (
          <Tab
            key={report.value}
            value={report.value}
            label={report.label}
            id={`${id}-${report.value}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
        aria-busy={loading}
        sx={{ p: 2, minHeight: 56 }}
      >
        {loading ? (
          <LinearProgress aria-label="Loading report" />
        ) : (
          <Typography>{current.text}</Typography>
        )}
      </Box>
    </Box>
  );
}
