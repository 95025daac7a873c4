import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

// Hidden from sight; it keeps the keyboard focus and the label around it shows the focus ring.
const VisuallyHiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
});

export default function FileUploadButton() {
  const [fileNames, setFileNames] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {/* A label is not a button: no button role and no tab stop of its own, or it would wrap a focusable
          input inside another control. Keyboard users reach the input itself. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="contained"
        startIcon={<CloudUploadIcon />}
        sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        Upload receipts
        <VisuallyHiddenInput
          type="file"
          accept="image/*,application/pdf"
          multiple
          onChange={(event) =>
            setFileNames(Array.from(event.target.files ?? []).map((file) => file.name))
          }
        />
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {fileNames.length ? fileNames.join(', ') : 'PDF or image files, several at once.'}
      </Typography>
    </Stack>
  );
}
