import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

// The current category stays a link: clicking it clears the filters applied on that page.
export default function ShopCategoryActiveLast() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="?category=shop#demo-ShopCategoryActiveLast">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="?category=kitchen#demo-ShopCategoryActiveLast">
        Kitchen
      </Link>
      <Link underline="hover" href="?category=cookware#demo-ShopCategoryActiveLast" aria-current="page" sx={{ color: 'text.primary' }}>
        Cookware
      </Link>
    </Breadcrumbs>
  );
}
