import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../providers';

const Wrapper = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.spacing(0.75),
  margin: theme.spacing(5, 0, 1.5),
  '& h2, & h3, & h4': { margin: 0 },
  '& .anchor-link': {
    opacity: 0,
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    fontWeight: 400,
    padding: theme.spacing(0, 0.5),
    borderRadius: theme.shape.borderRadius,
    '&:focus-visible': { opacity: 1 },
  },
  '&:hover .anchor-link': { opacity: 1 },
}));

type HeadingProps = React.HTMLAttributes<HTMLHeadingElement> & { level: 2 | 3 | 4 };

/** A content heading with its id (set at build time) and a permalink shown on hover or focus. */
export function Heading({ level, id, children, ...other }: HeadingProps) {
  const t = useTranslate();
  const Tag = `h${level}` as const;
  if (!id) {
    return <Tag {...other}>{children}</Tag>;
  }
  return (
    <Wrapper className={`heading-wrapper level-${level}`}>
      <Tag id={id} {...other}>
        {children}
      </Tag>
      <a className="anchor-link" href={`#${id}`}>
        <span aria-hidden>#</span>
        <span className="visually-hidden">{t('heading.permalink')}</span>
      </a>
    </Wrapper>
  );
}
