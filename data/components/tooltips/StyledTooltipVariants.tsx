import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip, { TooltipProps, tooltipClasses } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import KeyboardIcon from '@mui/icons-material/Keyboard';

// The tooltip is rendered in a portal: hand the styled class to the popper.
const PaperTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    color: (theme.vars ?? theme).palette.text.primary,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: theme.shadows[3],
    fontSize: theme.typography.pxToRem(13),
  },
}));

const BrandTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} arrow classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
  },
  [`& .${tooltipClasses.arrow}`]: {
    color: (theme.vars ?? theme).palette.primary.main,
  },
}));

const NoteTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    maxWidth: 240,
    padding: theme.spacing(1, 1.5),
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    color: (theme.vars ?? theme).palette.text.primary,
    borderLeft: `4px solid ${(theme.vars ?? theme).palette.secondary.main}`,
    boxShadow: theme.shadows[4],
  },
}));

export default function StyledTooltipVariants() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <PaperTooltip title="Keyboard shortcuts (?)">
        <IconButton>
          <KeyboardIcon />
        </IconButton>
      </PaperTooltip>
      <BrandTooltip title="Unlimited projects from $8 a month" describeChild>
        <Button variant="outlined">Upgrade plan</Button>
      </BrandTooltip>
      <NoteTooltip
        describeChild
        title={
          <>
            <Typography variant="subtitle2" component="p">
              Offline sync
            </Typography>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              Still in testing. Changes made offline may take a minute to appear on other devices.
            </Typography>
          </>
        }
      >
        <Chip label="Beta" color="secondary" variant="outlined" tabIndex={0} />
      </NoteTooltip>
    </Stack>
  );
}
