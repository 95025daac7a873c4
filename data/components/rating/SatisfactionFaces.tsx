import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVerySatisfied from '@mui/icons-material/SentimentVerySatisfied';

const faces: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfied color="error" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfied color="error" />, label: 'Unhappy' },
  3: { icon: <SentimentSatisfied color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAlt color="success" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfied color="success" />, label: 'Very happy' },
};

function FaceContainer(props: IconContainerProps) {
  const { value, ...other } = props;
  return <span {...other}>{faces[value].icon}</span>;
}

// Greys out the faces that are not selected.
const FacesRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': {
    color: (theme.vars ?? theme).palette.action.disabled,
  },
}));

export default function SatisfactionFaces() {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend">How satisfied are you with our support?</Typography>
      <FacesRating
        name="support-satisfaction"
        defaultValue={4}
        IconContainerComponent={FaceContainer}
        getLabelText={(value) => faces[value].label}
        highlightSelectedOnly
        size="large"
      />
    </Box>
  );
}
