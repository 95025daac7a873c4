import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// Shows invisible characters as code points, the way a failing assertion would.
const reveal = (text: string) =>
  Array.from(text)
    .map((char) =>
      /[\u200e\u2066-\u2069]/.test(char)
        ? `<U+${char.charCodeAt(0).toString(16).toUpperCase()}>`
        : char,
    )
    .join('');

const clean = (text: string) => text.replace(/[\u200e\u2066-\u2069]/g, '');

export default function FieldInputCharacters() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-07'));
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [raw, setRaw] = React.useState<string | null>(null);

  // Read the input after each render: the server has no DOM, so start with nothing.
  React.useEffect(() => {
    setRaw(inputRef.current?.value ?? null);
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <DateField
          label="Library card issued"
          value={value}
          onChange={setValue}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
          enableAccessibleFieldDOMStructure={false}
          inputRef={inputRef}
        />
        <Typography variant="body2" component="div">
          input.value: <code>{raw === null ? '…' : reveal(raw)}</code>
          <br />
          after cleaning: <code>{raw === null ? '…' : clean(raw)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
