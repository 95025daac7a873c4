import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

function IconOnlyField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const translations = usePickerTranslations();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const formatted = pickerContext.value?.isValid()
    ? pickerContext.value.format('MMM D, YYYY')
    : null;

  return (
    <IconButton
      id={props.id}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      onClick={() => pickerContext.setOpen((open) => !open)}
      aria-label={translations.openDatePickerDialogue(formatted)}
    >
      <EventIcon />
    </IconButton>
  );
}

export default function TaskDueIconButton() {
  const [due, setDue] = React.useState<Dayjs | null>(dayjs('2025-06-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Card variant="outlined" sx={{ maxWidth: 380 }}>
        <CardHeader
          disableTypography
          title={
            <Typography variant="subtitle1" component="p">
              Renew the domain name
            </Typography>
          }
          subheader={
            <Typography variant="body2" color="text.secondary">
              {due ? `Due ${due.format('dddd, MMMM D')}` : 'No due date'}
            </Typography>
          }
          action={
            <DatePicker
              value={due}
              onChange={setDue}
              slots={{ field: IconOnlyField }}
              slotProps={{ popper: { placement: 'bottom-end' } }}
            />
          }
        />
      </Card>
    </LocalizationProvider>
  );
}
