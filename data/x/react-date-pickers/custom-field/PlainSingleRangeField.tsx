import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { DateRangeIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useSingleInputDateRangeField as useSingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const Root = styled('div')({ display: 'inline-flex', flexDirection: 'column', gap: 4 });
const Frame = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  borderBottom: `2px dashed ${theme.palette.text.secondary}`,
  padding: '4px 0',
  fontFamily: 'monospace',
  fontSize: 16,
  '&:focus-within': { borderBottomStyle: 'solid', borderBottomColor: theme.palette.primary.main },
}));
const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  border: 0,
  padding: 2,
  background: 'transparent',
  color: theme.palette.text.primary,
  cursor: 'pointer',
}));

function PlainRangeField(props: DateRangePickerFieldProps) {
  const {
    enableAccessibleFieldDOMStructure,
    elements,
    sectionListRef,
    contentEditable,
    onFocus,
    onBlur,
    tabIndex,
    onInput,
    onPaste,
    onKeyDown,
    openPickerAriaLabel,
    // This field has no clear button: keep these two off the DOM.
    clearable,
    onClear,
    value,
    onChange,
    areAllSectionsEmpty,
    disabled,
    readOnly,
    focused,
    error,
    ...other
  } = useSingleInputDateRangeField<true, DateRangePickerFieldProps>(props);
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const labelId = `${other.id}-label`;

  return (
    <Root {...other} ref={handleRef}>
      <span id={labelId}>{pickerContext.label}</span>
      <Frame>
        {/* Both dates are sections of the same list: "04/07/2025 – 04/11/2025". */}
        <PickersSectionList
          role="group"
          aria-labelledby={labelId}
          elements={elements}
          sectionListRef={sectionListRef}
          contentEditable={contentEditable}
          onFocus={onFocus}
          onBlur={onBlur}
          tabIndex={tabIndex}
          onInput={onInput}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          style={{ minWidth: 240, color: error ? 'crimson' : undefined }}
        />
        <IconButton
          type="button"
          aria-label={openPickerAriaLabel}
          disabled={disabled || readOnly}
          onClick={() => pickerContext.setOpen((open) => !open)}
        >
          <DateRangeIcon />
        </IconButton>
      </Frame>
      {error && <small>Check the two dates of the range.</small>}
    </Root>
  );
}

// Without this static property, the range pickers expect a field with two inputs.
PlainRangeField.fieldType = 'single-input' as const;

export default function PlainSingleRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Exhibition run"
        defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]}
        slots={{ field: PlainRangeField }}
      />
    </LocalizationProvider>
  );
}
