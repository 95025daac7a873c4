// The icon data of /components/material-icons (build/generate-icons.mjs), part of `npm run generate`.
import { generateIcons } from '../build/generate-icons.mjs';

await generateIcons();
