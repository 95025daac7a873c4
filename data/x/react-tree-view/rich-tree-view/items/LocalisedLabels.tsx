import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

type Language = 'en' | 'de';
type Gallery = { id: string; names: Record<Language, string>; children?: Gallery[] };

const galleries: Gallery[] = [
  {
    id: 'east-wing',
    names: { en: 'East wing', de: 'Ostflügel' },
    children: [
      { id: 'room-1', names: { en: 'Dutch landscapes', de: 'Niederländische Landschaften' } },
      { id: 'room-2', names: { en: 'Early photography', de: 'Frühe Fotografie' } },
    ],
  },
  {
    id: 'basement',
    names: { en: 'Lower floor', de: 'Untergeschoss' },
    children: [{ id: 'room-3', names: { en: 'Textiles and costumes', de: 'Textilien und Kostüme' } }],
  },
];

export default function LocalisedLabels() {
  const [language, setLanguage] = React.useState<Language>('en');

  // Depends on state, so it is memoised: a new function would rebuild the tree on every render.
  const getGalleryName = React.useCallback((gallery: Gallery) => gallery.names[language], [language]);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, value: Language | null) => value && setLanguage(value)}
        aria-label="Label language"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="en">English</ToggleButton>
        <ToggleButton value="de">Deutsch</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Museum galleries"
        items={galleries}
        getItemLabel={getGalleryName}
        defaultExpandedItems={['east-wing']}
      />
    </Box>
  );
}
