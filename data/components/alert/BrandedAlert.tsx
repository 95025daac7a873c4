import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';

export default function BrandedAlert() {
  return (
    <Alert
      severity="info"
      icon={<AutoAwesomeIcon fontSize="inherit" />}
      role="status"
      action={
        <Button color="inherit" size="small">
          Try it
        </Button>
      }
      sx={{
        width: '100%',
        borderRadius: 3,
        borderLeft: '6px solid',
        borderLeftColor: 'info.main',
        '& .MuiAlert-message': { typography: 'body1' },
        '& .MuiAlertTitle-root': { fontWeight: 'bold' },
      }}
    >
      <AlertTitle>New: smart replies</AlertTitle>
      Draft answers to common questions with one click.
    </Alert>
  );
}
