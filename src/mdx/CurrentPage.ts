import * as React from 'react';
import type { Language } from '../core/i18n';

/** The page a body is rendered for, so components of the body (lists of child pages, the blog index) can find it. */
export const CurrentPageContext = React.createContext<{ pathname: string; language: Language } | null>(null);
