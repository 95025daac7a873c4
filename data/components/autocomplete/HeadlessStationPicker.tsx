import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';

const stations = [
  'Amsterdam Centraal',
  'Antwerpen-Centraal',
  'Berlin Hauptbahnhof',
  'Bruxelles-Midi',
  'Frankfurt (Main) Hbf',
  'Köln Hbf',
  'London St Pancras',
  'Lyon Part-Dieu',
  'Paris Gare du Nord',
  'Rotterdam Centraal',
];

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  fontSize: theme.typography.pxToRem(14),
  color: (theme.vars || theme).palette.text.secondary,
}));

const Input = styled('input')(({ theme }) => ({
  width: 280,
  padding: '8px 10px',
  font: 'inherit',
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: 6,
  '&:focus': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: -1 },
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  width: 280,
  maxHeight: 220,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: 6,
  boxShadow: theme.shadows[4],
  '& li': { padding: '6px 8px', borderRadius: 4, cursor: 'pointer' },
  // The hook marks the highlighted option with the Mui-focused class.
  '& li.Mui-focused': { backgroundColor: (theme.vars || theme).palette.action.hover },
  '& li[aria-selected="true"]': { fontWeight: 600 },
}));

export default function HeadlessStationPicker() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({ options: stations });

  return (
    <div style={{ position: 'relative' }}>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Departure station</Label>
        <Input {...getInputProps()} />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((station, index) => {
            const { key, ...optionProps } = getOptionProps({ option: station, index });
            return (
              <li key={key} {...optionProps}>
                {station}
              </li>
            );
          })}
        </Listbox>
      ) : null}
    </div>
  );
}
