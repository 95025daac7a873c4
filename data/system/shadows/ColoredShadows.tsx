import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';

export default function ColoredShadows() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      {/* A soft glow in the primary colour, computed from the palette. */}
      <Button
        variant="contained"
        sx={(theme) => ({
          boxShadow: `0 6px 20px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.4)}`,
          '&:hover': { boxShadow: `0 8px 28px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.5)}` },
        })}
      >
        Start free trial
      </Button>
      {/* A focus ring drawn with a spread-only shadow: no layout shift. */}
      <InputBase
        placeholder="Email address"
        inputProps={{ 'aria-label': 'Email address' }}
        sx={(theme) => ({
          px: 1.5,
          py: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&.Mui-focused': {
            borderColor: 'primary.main',
            boxShadow: `0 0 0 3px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.25)}`,
          },
        })}
      />
      {/* Theme shadows and custom ones can be combined in one string. */}
      <Box
        sx={(theme) => ({
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: 'background.paper',
          boxShadow: `${(theme.vars || theme).shadows[2]}, inset 4px 0 0 ${(theme.vars || theme).palette.secondary.main}`,
        })}
      >
        Pinned note
      </Box>
    </Box>
  );
}
