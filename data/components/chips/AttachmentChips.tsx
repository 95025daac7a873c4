import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const initialFiles = [
  'invoice-0412.pdf (84 KB)',
  'floor-plan.png (1.2 MB)',
  'contract-draft.docx (36 KB)',
];

export default function AttachmentChips() {
  const [files, setFiles] = React.useState(initialFiles);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Attachments ({files.length})
      </Typography>
      {files.map((file) => (
        <Chip
          key={file}
          icon={<AttachFileIcon />}
          label={file}
          variant="outlined"
          deleteIcon={<DeleteOutlineIcon />}
          onDelete={() => setFiles((current) => current.filter((item) => item !== file))}
        />
      ))}
    </Stack>
  );
}
