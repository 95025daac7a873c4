import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { CalendarIcon, ClearIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The ticket machine's own look: plain elements, no Material UI text field.
const KioskRoot = styled('div')({ display: 'inline-flex', flexDirection: 'column', gap: 4 });
const KioskLabel = styled('span')({ fontSize: 13, fontWeight: 700, textTransform: 'uppercase' });
const KioskBox = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  border: `2px solid ${theme.palette.text.primary}`,
  borderRadius: 2,
  padding: '4px 4px 4px 10px',
  fontFamily: 'monospace',
  fontSize: 18,
  '&:focus-within': { outline: `3px solid ${theme.palette.warning.main}` },
}));
const KioskButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  border: 0,
  padding: 4,
  background: 'transparent',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: theme.palette.action.hover },
}));

function KioskDateField(props: DatePickerFieldProps) {
  const {
    // Used by the built-in text field only.
    enableAccessibleFieldDOMStructure,
    // What the editable sections need.
    elements,
    sectionListRef,
    contentEditable,
    onFocus,
    onBlur,
    tabIndex,
    onInput,
    onPaste,
    onKeyDown,
    // For the buttons.
    openPickerAriaLabel,
    clearable,
    onClear,
    // For a hidden input, so the value is part of a form.
    value,
    onChange,
    // States to style the field with.
    areAllSectionsEmpty,
    disabled,
    readOnly,
    focused,
    error,
    // Everything left goes to the root element.
    ...other
  } = useDateField<true, DatePickerFieldProps>(props);
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const labelId = `${other.id}-label`;

  return (
    <KioskRoot {...other} ref={handleRef}>
      <KioskLabel id={labelId}>{pickerContext.label}</KioskLabel>
      <KioskBox>
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
          style={{ minWidth: 120, color: error ? 'crimson' : undefined }}
        />
        {clearable && !areAllSectionsEmpty && (
          <KioskButton type="button" aria-label="Clear the date" tabIndex={-1} onClick={onClear}>
            <ClearIcon fontSize="small" />
          </KioskButton>
        )}
        <KioskButton
          type="button"
          aria-label={openPickerAriaLabel}
          disabled={disabled || readOnly}
          onClick={() => pickerContext.setOpen((open) => !open)}
        >
          <CalendarIcon />
        </KioskButton>
      </KioskBox>
      <input type="hidden" name={pickerContext.name} value={value} />
    </KioskRoot>
  );
}

export default function PlainDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Travel date"
        name="travelDate"
        defaultValue={dayjs('2025-04-18')}
        minDate={dayjs('2025-04-01')}
        slots={{ field: KioskDateField }}
        slotProps={{ field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
