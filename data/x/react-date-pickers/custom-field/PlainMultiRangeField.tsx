import * as React from 'react';
import dayjs from 'dayjs';
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
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

const Row = styled('div')({ display: 'flex', alignItems: 'flex-end', gap: 12 });
const Cell = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: 13,
  '& .sections': {
    minWidth: 110,
    padding: '6px 8px',
    fontFamily: 'monospace',
    fontSize: 16,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 4,
  },
  '& .sections:focus-within': { borderColor: theme.palette.primary.main },
}));

interface PlainInputProps extends UseMultiInputRangeFieldTextFieldProps<true, {}> {
  label: string;
  triggerRef?: React.Ref<HTMLDivElement>;
}

// One of the two inputs: a label and the editable sections of one date.
function PlainInput(props: PlainInputProps) {
  const { label, triggerRef, id, elements, sectionListRef, contentEditable, tabIndex, error } =
    props;
  return (
    <Cell ref={triggerRef}>
      <span id={`${id}-label`}>{label}</span>
      <PickersSectionList
        className="sections"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-invalid={error}
        elements={elements}
        sectionListRef={sectionListRef}
        contentEditable={contentEditable}
        tabIndex={tabIndex}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
        onInput={props.onInput}
        onPaste={props.onPaste}
        onKeyDown={props.onKeyDown}
        onClick={props.onClick}
      />
    </Cell>
  );
}

type PlainRangeFieldProps = Omit<DateRangePickerFieldProps, 'unstableFieldRef' | 'clearable' | 'onClear'> &
  MultiInputFieldRefs;

function PlainTwoInputField(props: PlainRangeFieldProps) {
  const manager = useDateRangeManager();
  const pickerContext = usePickerContext();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const response = useMultiInputRangeField({
    manager,
    internalProps,
    startTextFieldProps: {},
    endTextFieldProps: {},
    rootProps: { id: forwardedProps.id },
  });

  return (
    <Row
      ref={pickerContext.rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      onBlur={response.root.onBlur}
    >
      {/* The popup opens next to the start input. */}
      <PlainInput {...response.startTextField} label="Check-in" triggerRef={pickerContext.triggerRef} />
      <span aria-hidden>→</span>
      <PlainInput {...response.endTextField} label="Check-out" />
    </Row>
  );
}

PlainTwoInputField.fieldType = 'multi-input' as const;

export default function PlainMultiRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-12-22'), dayjs('2025-12-27')]}
        slots={{ field: PlainTwoInputField }}
      />
    </LocalizationProvider>
  );
}
