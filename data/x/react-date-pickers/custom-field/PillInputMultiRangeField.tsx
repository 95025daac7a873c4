import * as React from 'react';
import dayjs from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { useDateRangeManager } from '@mui/x-date-pickers-pro/managers';
import {
  unstable_useMultiInputRangeField as useMultiInputRangeField,
  UseMultiInputRangeFieldTextFieldProps,
} from '@mui/x-date-pickers-pro/hooks';
import { MultiInputFieldRefs } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

const PillInput = styled(InputBase)(({ theme }) => ({
  width: 150,
  padding: '2px 16px',
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  '&.Mui-focused': { outline: `2px solid ${theme.palette.primary.main}` },
  '&.Mui-error': { outline: `2px solid ${theme.palette.error.main}` },
}));

interface PillInputFieldProps extends UseMultiInputRangeFieldTextFieldProps<false, {}> {
  label: string;
  triggerRef?: React.Ref<HTMLDivElement>;
}

function PillInputField(props: PillInputFieldProps) {
  const { label, triggerRef, id, inputRef, value, onChange, placeholder, error, disabled } = props;
  return (
    <FormControl error={error} disabled={disabled}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5, fontSize: 14 }}>
        {label}
      </FormLabel>
      <PillInput
        ref={triggerRef}
        id={id}
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        inputProps={{ inputMode: props.inputMode, autoComplete: 'off', readOnly: props.readOnly }}
        onClick={props.onClick}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
        onKeyDown={props.onKeyDown}
        onPaste={props.onPaste}
      />
    </FormControl>
  );
}

type PillRangeFieldProps = Omit<DateRangePickerFieldProps, 'unstableFieldRef' | 'clearable' | 'onClear'> &
  MultiInputFieldRefs;

function PillTwoInputField(props: PillRangeFieldProps) {
  // The manager must know the field uses the single-<input> structure.
  const manager = useDateRangeManager({ enableAccessibleFieldDOMStructure: false });
  const pickerContext = usePickerContext();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const response = useMultiInputRangeField({
    manager,
    internalProps: { ...internalProps, enableAccessibleFieldDOMStructure: false },
    startTextFieldProps: {},
    endTextFieldProps: {},
    rootProps: { id: forwardedProps.id },
  });

  return (
    <Stack
      direction="row"
      spacing={1.5}
      ref={pickerContext.rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      onBlur={response.root.onBlur}
    >
      <PillInputField
        {...response.startTextField}
        label="Course starts"
        triggerRef={pickerContext.triggerRef}
      />
      <PillInputField {...response.endTextField} label="Course ends" />
    </Stack>
  );
}

PillTwoInputField.fieldType = 'multi-input' as const;

export default function PillInputMultiRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        enableAccessibleFieldDOMStructure={false}
        defaultValue={[dayjs('2025-09-15'), dayjs('2025-12-12')]}
        slots={{ field: PillTwoInputField }}
      />
    </LocalizationProvider>
  );
}
