import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Values = { email: string; company: string };
type FieldName = keyof Values;

const rules: Record<FieldName, (value: string) => string | undefined> = {
  email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? undefined : 'Enter an email address like ada@example.com'),
  company: (value) => (value.trim().length >= 2 ? undefined : 'Company name is required'),
};

// A tiny stand-in for a form library: it owns the values and hands each field what React Hook Form's
// Controller hands to its render prop (value, onChange, onBlur, name, ref) plus the field's error.
function useMiniForm(defaultValues: Values) {
  const [values, setValues] = React.useState(defaultValues);
  const [touched, setTouched] = React.useState<Partial<Record<FieldName, boolean>>>({});
  const refs = React.useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    error: touched[name] ? rules[name](values[name]) : undefined,
  });

  const handleSubmit = (onValid: (data: Values) => void) => (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, company: true });
    const firstInvalid = (Object.keys(rules) as FieldName[]).find((name) => rules[name](values[name]));
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
    } else {
      onValid(values);
    }
  };

  return { field, handleSubmit };
}

export default function FormLibraryField() {
  const { field, handleSubmit } = useMiniForm({ email: '', company: '' });
  const [submitted, setSubmitted] = React.useState<Values | null>(null);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(setSubmitted)}
      sx={{ width: '100%', maxWidth: 360 }}
    >
      {(['email', 'company'] as const).map((name) => {
        const { ref, error, ...props } = field(name);
        return (
          <TextField
            key={name}
            {...props}
            inputRef={ref}
            label={name === 'email' ? 'Work email' : 'Company'}
            type={name === 'email' ? 'email' : 'text'}
            required
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        );
      })}
      <Button type="submit" variant="contained">
        Request a demo
      </Button>
      {submitted ? <Alert severity="success">Thanks! We will write to {submitted.email}.</Alert> : null}
    </Stack>
  );
}
