import useAutocomplete from '@mui/material/useAutocomplete';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { styled } from '@mui/material/styles';

const ingredients = [
  'Basil',
  'Butter',
  'Chickpeas',
  'Eggs',
  'Feta',
  'Garlic',
  'Lemons',
  'Mushrooms',
  'Rice',
  'Spinach',
  'Tomatoes',
  'Tofu',
];

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  width: 340,
  padding: 4,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: 8,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  '&.focused': {
    borderColor: (theme.vars || theme).palette.primary.main,
    boxShadow: `0 0 0 1px ${(theme.vars || theme).palette.primary.main}`,
  },
  '& input': {
    flexGrow: 1,
    minWidth: 80,
    border: 0,
    outline: 0,
    padding: '4px 6px',
    font: 'inherit',
    color: 'inherit',
    background: 'none',
  },
}));

const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '2px 2px 2px 10px',
  borderRadius: 999,
  fontSize: theme.typography.pxToRem(14),
  backgroundColor: (theme.vars || theme).palette.action.selected,
  '&:focus': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}` },
  '& button': {
    display: 'flex',
    padding: 2,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
  },
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  width: 340,
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 0,
  listStyle: 'none',
  backgroundColor: (theme.vars || theme).palette.background.paper,
  borderRadius: 8,
  boxShadow: theme.shadows[6],
  '& li': { display: 'flex', justifyContent: 'space-between', padding: '6px 12px', cursor: 'pointer' },
  '& li svg': { visibility: 'hidden' },
  '& li[aria-selected="true"] svg': { visibility: 'visible', color: (theme.vars || theme).palette.primary.main },
  '& li.Mui-focused': { backgroundColor: (theme.vars || theme).palette.action.hover },
}));

export default function PantryHookInput() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getItemProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    setAnchorEl,
  } = useAutocomplete({
    multiple: true,
    options: ingredients,
    defaultValue: ['Garlic', 'Tomatoes'],
    disableCloseOnSelect: true,
  });

  return (
    <div style={{ position: 'relative' }}>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
          What is in your pantry?
        </label>
        <Field ref={setAnchorEl} className={focused ? 'focused' : undefined}>
          {value.map((ingredient, index) => {
            // onDelete is meant for a Chip: wire it to a button of our own instead.
            const { key, onDelete, ...itemProps } = getItemProps({ index });
            return (
              <Pill key={key} {...itemProps}>
                {ingredient}
                <button type="button" tabIndex={-1} aria-label={`Remove ${ingredient}`} onClick={onDelete}>
                  <CloseIcon sx={{ fontSize: 16 }} />
                </button>
              </Pill>
            );
          })}
          <input {...getInputProps()} />
        </Field>
      </div>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((ingredient, index) => {
            const { key, ...optionProps } = getOptionProps({ option: ingredient, index });
            return (
              <li key={key} {...optionProps}>
                {ingredient}
                <CheckIcon fontSize="small" />
              </li>
            );
          })}
        </Listbox>
      ) : null}
    </div>
  );
}
