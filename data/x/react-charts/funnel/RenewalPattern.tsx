import * as React from 'react';
import { FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';

// Accounts of a project-management SaaS up for renewal this quarter.
// Renewals are still coming in, so the last stage is only a partial count.
const renewals = [
  { label: 'Up for renewal', value: 1860 },
  { label: 'Opened the renewal email', value: 1420 },
  { label: 'Visited billing', value: 980 },
  { label: 'Renewed so far (open)', value: 640 },
];

export default function RenewalPattern() {
  const patternId = `${React.useId()}hatch`;

  return (
    <FunnelChart
      height={320}
      title="Quarterly renewals; the hatched stage is still open"
      colors={['#1565c0', '#0d47a1', '#283593', '#1a237e']}
      series={[{ id: 'renewals', data: renewals }]}
      sx={{
        // The last section of the series whose id is "renewals" gets the pattern.
        [`[data-series="renewals"] .${funnelSectionClasses.root}:last-of-type`]: {
          fill: `url(#${patternId})`,
        },
        [`& .${funnelSectionClasses.label}`]: {
          fill: '#fff',
          textShadow: '0 1px 2px rgba(0, 0, 0, 0.8)',
        },
      }}
    >
      <defs>
        <pattern
          id={patternId}
          width={10}
          height={10}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={10} height={10} fill="#1a237e" />
          <rect width={4} height={10} fill="#5c6bc0" />
        </pattern>
      </defs>
    </FunnelChart>
  );
}
