import { ClassNames } from '@emotion/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

// The `classes` prop is still supported: it appends your class names to the component's slots.
// Here Emotion's ClassNames render prop turns style objects into class names.
// `&&` doubles the class in the selector so it beats the button's own styles, whatever their order.
export default function ClassesPropButton() {
  return (
    <ClassNames>
      {({ css }) => (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<CloudUploadIcon />}
            classes={{
              root: css({ '&&': { borderStyle: 'dashed', borderWidth: 2, paddingInline: 20 } }),
              startIcon: css({ '&&': { marginRight: 12 } }),
            }}
          >
            Upload receipts
          </Button>
          <Button variant="outlined" startIcon={<CloudUploadIcon />}>
            Default slots
          </Button>
        </Stack>
      )}
    </ClassNames>
  );
}
