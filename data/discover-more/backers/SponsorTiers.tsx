import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

type Audience = 'individual' | 'organisation';
type Tier = { name: string; audience: Audience; benefits: string[]; note?: string };

// Benefits in general terms; amounts and current details are on Open Collective.
const tiers: Tier[] = [
  {
    name: 'Backer',
    audience: 'individual',
    benefits: ['Avatar in the backers list', 'A recurring or one-time amount of your choice'],
  },
  { name: 'Bronze and Silver', audience: 'organisation', benefits: ['Logo in the sponsors list of that tier'] },
  {
    name: 'Gold',
    audience: 'organisation',
    benefits: ['Logo in the sponsors list', 'Logo in the README and on the home page'],
  },
  {
    name: 'Diamond',
    audience: 'organisation',
    benefits: ['Everything in Gold', 'Logo featured on the documentation pages'],
    note: 'Contact the team for approval first',
  },
];

export default function SponsorTiers() {
  const [audience, setAudience] = React.useState<Audience>('organisation');
  const visible = tiers.filter((tier) => tier.audience === audience);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Who is sponsoring"
        value={audience}
        onChange={(event, next: Audience | null) => next && setAudience(next)}
      >
        <ToggleButton value="individual">As an individual</ToggleButton>
        <ToggleButton value="organisation">As an organisation</ToggleButton>
      </ToggleButtonGroup>
      <Grid container spacing={2}>
        {visible.map((tier) => (
          <Grid key={tier.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h3">
                  {tier.name}
                </Typography>
                {tier.note ? (
                  <Chip label={tier.note} size="small" color="warning" variant="outlined" sx={{ mt: 1 }} />
                ) : null}
                <List dense>
                  {tier.benefits.map((benefit) => (
                    <ListItem key={benefit} disableGutters>
                      <ListItemIcon sx={{ minWidth: 28 }}>
                        <CheckIcon fontSize="small" color="success" />
                      </ListItemIcon>
                      <ListItemText primary={benefit} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
