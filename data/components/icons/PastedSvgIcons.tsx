import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// Each <svg> is pasted as exported from a design tool (32 × 32 grid).
// SvgIcon merges its attributes, viewBox included, into its own root.
const forecast = [
  {
    label: 'Sunrise 06:12',
    icon: (
      <svg viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M4 24h24M9 24a7 7 0 0 1 14 0M16 7v5M7 13l3 3M25 13l-3 3" />
      </svg>
    ),
  },
  {
    label: 'High tide 11:40',
    icon: (
      <svg viewBox="0 0 32 32" fill="currentColor">
        <path d="M2 12c4 0 4-3 7-3s3 3 7 3 4-3 7-3 3 3 7 3v4c-4 0-4-3-7-3s-3 3-7 3-4-3-7-3-3 3-7 3z" />
        <path d="M2 21c4 0 4-3 7-3s3 3 7 3 4-3 7-3 3 3 7 3v4c-4 0-4-3-7-3s-3 3-7 3-4-3-7-3-3 3-7 3z" />
      </svg>
    ),
  },
  {
    label: 'Wind 18 km/h',
    icon: (
      <svg viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M3 12h16a4 4 0 1 0-4-4M3 18h21a4 4 0 1 1-4 4M3 24h8" />
      </svg>
    ),
  },
];

export default function PastedSvgIcons() {
  return (
    <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
      {forecast.map((item) => (
        <Stack key={item.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SvgIcon color="primary" fontSize="large">
            {item.icon}
          </SvgIcon>
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
