import * as React from 'react';
import { styled } from '@mui/material/styles';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { StepIconProps } from '@mui/material/StepIcon';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HomeIcon from '@mui/icons-material/Home';

const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 18 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: (theme.vars || theme).palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    { backgroundColor: (theme.vars || theme).palette.primary.main },
}));

const IconCircle = styled('div')<{ ownerState: { active?: boolean; completed?: boolean } }>(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1,
  color: (theme.vars || theme).palette.text.secondary,
  backgroundColor: (theme.vars || theme).palette.action.selected,
  variants: [
    {
      props: ({ ownerState }) => Boolean(ownerState.active || ownerState.completed),
      style: { color: (theme.vars || theme).palette.primary.contrastText, backgroundColor: (theme.vars || theme).palette.primary.main },
    },
  ],
}));

const icons: Record<string, React.ReactElement> = {
  1: <ShoppingCartIcon fontSize="small" />,
  2: <LocalShippingIcon fontSize="small" />,
  3: <HomeIcon fontSize="small" />,
};

function DeliveryStepIcon({ active, completed, icon, className }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {icons[String(icon)]}
    </IconCircle>
  );
}

export default function CustomizedStepper() {
  return (
    <Stepper alternativeLabel activeStep={1} connector={<ThickConnector />}>
      {['Ordered', 'On its way', 'Delivered'].map((label) => (
        <Step key={label}>
          <StepLabel slots={{ stepIcon: DeliveryStepIcon }}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
