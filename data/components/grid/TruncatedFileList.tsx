import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

const files = [
  { name: 'quarterly-report-final-v3-reviewed-by-finance-and-legal.pdf', size: '2.4 MB' },
  { name: 'team-photo.jpg', size: '860 KB' },
  { name: 'customer-interviews-transcripts-march-and-april-batch-2.docx', size: '1.1 MB' },
];

export default function TruncatedFileList() {
  return (
    <Grid container rowSpacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      {files.map((file) => (
        <Grid
          key={file.name}
          container
          size={12}
          columnSpacing={1}
          wrap="nowrap"
          sx={{ alignItems: 'center' }}
        >
          <Grid size="auto">
            <DescriptionOutlinedIcon color="action" />
          </Grid>
          {/* The grow item can shrink below its text width (items have min-width: 0). */}
          <Grid size="grow">
            <Typography variant="body2" noWrap title={file.name}>
              {file.name}
            </Typography>
          </Grid>
          <Grid size="auto">
            <Typography variant="body2" color="text.secondary">
              {file.size}
            </Typography>
          </Grid>
        </Grid>
      ))}
    </Grid>
  );
}
