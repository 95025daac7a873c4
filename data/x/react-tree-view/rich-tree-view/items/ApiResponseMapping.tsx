import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape returned by a (fictional) taxonomy service: no id, label or children fields.
type Category = {
  code: number;
  title: string;
  subcategories?: Category[];
};

const taxonomy: Category[] = [
  {
    code: 100,
    title: 'Electronics',
    subcategories: [
      { code: 110, title: 'Laptops' },
      {
        code: 120,
        title: 'Audio',
        subcategories: [
          { code: 121, title: 'Headphones' },
          { code: 122, title: 'Speakers' },
        ],
      },
    ],
  },
  { code: 200, title: 'Garden', subcategories: [{ code: 210, title: 'Tools' }] },
];

// Declared once, outside the component, so the tree does not rebuild on every render.
const getCategoryId = (category: Category) => String(category.code);
const getCategoryLabel = (category: Category) => `${category.title} (${category.code})`;
const getCategoryChildren = (category: Category) => category.subcategories;

export default function ApiResponseMapping() {
  return (
    <RichTreeView
      aria-label="Product taxonomy"
      items={taxonomy}
      getItemId={getCategoryId}
      getItemLabel={getCategoryLabel}
      getItemChildren={getCategoryChildren}
      defaultExpandedItems={['100', '120']}
      sx={{ maxWidth: 360 }}
    />
  );
}
