import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { DateView, TimeView } from '@mui/x-date-pickers/models';

// The date picker's toolbar writes the date as an <h4>: render it as a paragraph so it
// does not join the headings of the page around the demo.
const toolbarDateAsText = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } } },
});

type Kind = 'date' | 'time' | 'dateTime';
type View = DateView | Exclude<TimeView, 'meridiem'>;
type Flag = 'disabled' | 'readOnly' | 'displayWeekNumber' | 'showDaysOutsideCurrentMonth' | 'ampm';

const KINDS: Record<
  Kind,
  { picker: string; field: string; views: View[]; defaults: View[]; formats: string[] }
> = {
  date: {
    picker: 'StaticDatePicker',
    field: 'DateField',
    views: ['year', 'month', 'day'],
    defaults: ['year', 'day'],
    formats: ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY', 'dddd, MMMM D, YYYY'],
  },
  time: {
    picker: 'StaticTimePicker',
    field: 'TimeField',
    views: ['hours', 'minutes', 'seconds'],
    defaults: ['hours', 'minutes'],
    formats: ['hh:mm A', 'HH:mm', 'HH:mm:ss'],
  },
  dateTime: {
    picker: 'StaticDateTimePicker',
    field: 'DateTimeField',
    views: ['year', 'month', 'day', 'hours', 'minutes', 'seconds'],
    defaults: ['year', 'day', 'hours', 'minutes'],
    formats: ['MM/DD/YYYY hh:mm A', 'YYYY-MM-DD HH:mm', 'DD MMM YYYY, HH:mm'],
  },
};
const ACTIONS: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];
const FLAGS: { name: Flag; needs?: 'date' | 'time' }[] = [
  { name: 'disabled' },
  { name: 'readOnly' },
  { name: 'displayWeekNumber', needs: 'date' },
  { name: 'showDaysOutsideCurrentMonth', needs: 'date' },
  { name: 'ampm', needs: 'time' },
];
const isDateView = (view: View): view is DateView => ['year', 'month', 'day'].includes(view);
const isTimeView = (view: View): view is TimeView => !isDateView(view);
const quoteList = (items: string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;

function CheckboxGroup<T extends string>(props: {
  legend: string;
  options: T[];
  checked: T[];
  onToggle: (option: T) => void;
}) {
  return (
    <FormGroup>
      <FormLabel component="legend">{props.legend}</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {props.options.map((option) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <Checkbox
                size="small"
                checked={props.checked.includes(option)}
                onChange={() => props.onToggle(option)}
              />
            }
          />
        ))}
      </Box>
    </FormGroup>
  );
}

function Choice(props: {
  label: string;
  value: string;
  options: { value: string; label?: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label ?? option.value}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function PickerPlayground() {
  const [kind, setKind] = React.useState<Kind>('date');
  const [views, setViews] = React.useState<View[]>(KINDS.date.defaults);
  const [openTo, setOpenTo] = React.useState<View>('day');
  const [orientation, setOrientation] = React.useState('portrait');
  const [wrapper, setWrapper] = React.useState('mobile');
  const [format, setFormat] = React.useState('');
  const [flags, setFlags] = React.useState<Record<Flag, boolean>>({
    disabled: false,
    readOnly: false,
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
    ampm: true,
  });
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['cancel', 'accept']);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-14T09:30'));

  const hasDateView = views.some(isDateView);
  const hasTimeView = views.some(isTimeView);
  const isLandscape = kind === 'date' && orientation === 'landscape';
  const activeOpenTo = views.includes(openTo) ? openTo : views[0];
  const isDefaultViews = views.join() === KINDS[kind].defaults.join();
  const applies = (needs?: 'date' | 'time') =>
    needs === undefined || (needs === 'date' ? hasDateView : hasTimeView);

  const changeKind = (next: Kind) => {
    setKind(next);
    setViews(KINDS[next].defaults);
    setOpenTo(KINDS[next].defaults.includes('day') ? 'day' : KINDS[next].defaults[0]);
    setFormat('');
  };
  const toggleView = (view: View) => {
    const next = KINDS[kind].views.filter((item) => (item === view) !== views.includes(item));
    if (next.length > 0) {
      setViews(next);
    }
  };
  const toggleAction = (action: PickersActionBarAction) =>
    setActions(ACTIONS.filter((item) => (item === action) !== actions.includes(item)));

  const sharedProps = {
    value,
    onChange: setValue,
    displayStaticWrapperAs: wrapper as 'mobile' | 'desktop',
    disabled: flags.disabled,
    readOnly: flags.readOnly,
    slotProps: { actionBar: { actions } },
  };
  const dateProps = hasDateView
    ? {
        displayWeekNumber: flags.displayWeekNumber,
        showDaysOutsideCurrentMonth: flags.showDaysOutsideCurrentMonth,
      }
    : {};
  const fieldProps = {
    label: kind === 'time' ? 'Time' : 'Date',
    format: format || undefined,
    disabled: flags.disabled,
    readOnly: flags.readOnly,
    value,
    onChange: setValue,
    sx: { maxWidth: 320 },
  };
  // A new key remounts the picker when its structure changes.
  const key = `${kind}-${views.join()}-${orientation}-${wrapper}`;

  const flagCode = FLAGS.filter(({ name, needs }) => applies(needs) && name !== 'ampm' && flags[name]).map(
    ({ name }) => `  ${name}`,
  );
  const code = [
    `<${KINDS[kind].picker}`,
    `  defaultValue={dayjs('2025-06-14T09:30')}`,
    !isDefaultViews && `  views={${quoteList(views)}}`,
    `  openTo="${activeOpenTo}"`,
    isLandscape && '  orientation="landscape"',
    wrapper === 'desktop' && '  displayStaticWrapperAs="desktop"',
    ...flagCode,
    hasTimeView && !flags.ampm && '  ampm={false}',
    `  slotProps={{ actionBar: { actions: ${quoteList(actions)} } }}`,
    '/>',
    `<${KINDS[kind].field} label="${fieldProps.label}"${format ? ` format="${format}"` : ''}${
      kind !== 'date' && !flags.ampm ? ' ampm={false}' : ''
    }${flags.disabled ? ' disabled' : ''}${flags.readOnly ? ' readOnly' : ''} />`,
  ]
    .filter(Boolean)
    .join('\n');

  return (
    <ThemeProvider theme={toolbarDateAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={2} sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              fullWidth
              value={kind}
              onChange={(_, next: Kind | null) => next && changeKind(next)}
              aria-label="Component"
            >
              <ToggleButton value="date">Date</ToggleButton>
              <ToggleButton value="time">Time</ToggleButton>
              <ToggleButton value="dateTime">Date time</ToggleButton>
            </ToggleButtonGroup>
            <CheckboxGroup legend="views" options={KINDS[kind].views} checked={views} onToggle={toggleView} />
            <Choice
              label="openTo"
              value={activeOpenTo}
              options={views.map((view) => ({ value: view }))}
              onChange={(next) => setOpenTo(next as View)}
            />
            <Choice
              label="Field format"
              value={format}
              options={[
                { value: '', label: 'Default of the locale' },
                ...KINDS[kind].formats.map((f) => ({ value: f })),
              ]}
              onChange={setFormat}
            />
            <Stack direction="row" spacing={1}>
              <Choice
                label="orientation"
                value={kind === 'date' ? orientation : 'portrait'}
                options={[{ value: 'portrait' }, { value: 'landscape' }]}
                onChange={setOrientation}
                disabled={kind !== 'date'}
              />
              <Choice
                label="displayStaticWrapperAs"
                value={wrapper}
                options={[{ value: 'mobile' }, { value: 'desktop' }]}
                onChange={setWrapper}
              />
            </Stack>
            <FormGroup>
              {FLAGS.map(({ name, needs }) => (
                <FormControlLabel
                  key={name}
                  label={name}
                  disabled={!applies(needs)}
                  control={
                    <Switch
                      size="small"
                      checked={flags[name]}
                      onChange={() => setFlags({ ...flags, [name]: !flags[name] })}
                    />
                  }
                />
              ))}
            </FormGroup>
            <CheckboxGroup
              legend="actionBar actions"
              options={ACTIONS}
              checked={actions}
              onToggle={toggleAction}
            />
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0, flex: 1 }}>
            <Paper variant="outlined" sx={{ alignSelf: 'flex-start', overflow: 'hidden' }}>
              {kind === 'date' && (
                <StaticDatePicker
                  key={key}
                  {...sharedProps}
                  {...dateProps}
                  views={views.filter(isDateView)}
                  openTo={isDateView(activeOpenTo) ? activeOpenTo : undefined}
                  orientation={isLandscape ? 'landscape' : 'portrait'}
                />
              )}
              {kind === 'time' && (
                <StaticTimePicker
                  key={key}
                  {...sharedProps}
                  views={views.filter(isTimeView)}
                  openTo={isTimeView(activeOpenTo) ? activeOpenTo : undefined}
                  ampm={flags.ampm}
                />
              )}
              {kind === 'dateTime' && (
                <StaticDateTimePicker
                  key={key}
                  {...sharedProps}
                  {...dateProps}
                  views={views}
                  openTo={activeOpenTo}
                  ampm={flags.ampm}
                />
              )}
            </Paper>
            {kind === 'date' && <DateField {...fieldProps} />}
            {kind === 'time' && <TimeField {...fieldProps} ampm={flags.ampm} />}
            {kind === 'dateTime' && <DateTimeField {...fieldProps} ampm={flags.ampm} />}
            <Typography variant="caption" color="text.secondary" component="p">
              {value?.isValid() ? `value: ${value.format('YYYY-MM-DDTHH:mm:ss')}` : 'value: null or invalid'}
            </Typography>
            <Box
              component="pre"
              sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto' }}
            >
              <code>{code}</code>
            </Box>
          </Stack>
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
