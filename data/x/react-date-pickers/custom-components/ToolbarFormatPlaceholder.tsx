import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarFormatPlaceholder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={null}
        displayStaticWrapperAs="desktop"
        localeText={{ toolbarTitle: 'Publication date' }}
        slotProps={{
          toolbar: {
            // Shown on the desktop layout, where the toolbar is hidden by default.
            hidden: false,
            toolbarFormat: 'dddd D MMMM',
            toolbarPlaceholder: 'Not scheduled',
          },
          actionBar: { actions: ['clear'] },
        }}
      />
    </LocalizationProvider>
  );
}
