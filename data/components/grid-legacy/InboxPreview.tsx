import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const messages = [
  {
    from: 'JL',
    subject: 'Re: Venue options for the offsite in October, including catering quotes',
  },
  { from: 'AK', subject: 'Invoice INV-2024-0192-ACME-EUROPE-SUBSIDIARY-LTD-PAYMENT-REMINDER' },
];

export default function InboxPreview() {
  const [zeroMinWidth, setZeroMinWidth] = React.useState(true);

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 400, overflow: 'hidden' }}>
      <FormControlLabel
        control={
          <Switch
            checked={zeroMinWidth}
            onChange={(event) => setZeroMinWidth(event.target.checked)}
          />
        }
        label="zeroMinWidth"
      />
      {messages.map((message) => (
        <Grid container spacing={2} wrap="nowrap" key={message.from} sx={{ mt: 0 }}>
          <Grid item>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {message.from}
            </Avatar>
          </Grid>
          {/* Without min-width: 0, the item grows to fit the whole line of text. */}
          <Grid item xs zeroMinWidth={zeroMinWidth}>
            <Typography noWrap title={message.subject}>
              {message.subject}
            </Typography>
          </Grid>
        </Grid>
      ))}
    </Paper>
  );
}
