import * as React from 'react';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { deDE } from '@mui/x-date-pickers/locales';

const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

// Placeholders come from the component translations (`localeText`), not from the date library.
const letterPlaceholders = {
  fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) => 'y'.repeat(digitAmount),
  fieldMonthPlaceholder: ({ contentType }: { contentType: string }) =>
    contentType === 'letter' ? 'Month' : 'mm',
  fieldDayPlaceholder: () => 'dd',
};

// Placeholders only show on an empty field without a label, so each field is named by the caption above it.
function EmptyField({ caption, format }: { caption: string; format?: string }) {
  const captionId = React.useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={captionId} variant="body2" component="p">
        {caption}
      </Typography>
      <DateField
        format={format}
        slotProps={{ textField: { InputProps: { 'aria-labelledby': captionId } } }}
        sx={{ width: 240 }}
      />
    </Stack>
  );
}

export default function VisaPlaceholders() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <EmptyField caption="Date of arrival (English)" />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
        <EmptyField caption="Einreisedatum (German)" />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} localeText={letterPlaceholders}>
        <EmptyField caption="Passport expiry (custom)" format="DD MMMM YYYY" />
      </LocalizationProvider>
    </Stack>
  );
}
