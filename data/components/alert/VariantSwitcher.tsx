import * as React from 'react';
import Stack from '@mui/material/Stack';
import Alert, { AlertProps } from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Variant = NonNullable<AlertProps['variant']>;

export default function VariantSwitcher() {
  const [variant, setVariant] = React.useState<Variant>('outlined');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(event, next: Variant | null) => next && setVariant(next)}
        aria-label="Alert variant"
      >
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="outlined">Outlined</ToggleButton>
        <ToggleButton value="filled">Filled</ToggleButton>
      </ToggleButtonGroup>
      <Alert variant={variant} severity="success">Backup completed at 02:00.</Alert>
      <Alert variant={variant} severity="info">Maintenance is planned for Sunday night.</Alert>
      <Alert variant={variant} severity="warning">Two team members haven’t enabled 2FA.</Alert>
      <Alert variant={variant} severity="error">The import failed on row 14.</Alert>
    </Stack>
  );
}
