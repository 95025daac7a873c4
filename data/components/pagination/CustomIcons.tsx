import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function CustomIcons() {
  return (
    <Pagination
      count={12}
      defaultPage={3}
      shape="rounded"
      aria-label="Search results pages"
      getItemAriaLabel={(type, page, selected) => {
        if (type === 'page') {
          return selected ? `Results page ${page}, current page` : `Go to results page ${page}`;
        }
        return `Go to ${type} results page`;
      }}
      renderItem={(item) => (
        <PaginationItem slots={{ previous: ArrowBackIcon, next: ArrowForwardIcon }} {...item} />
      )}
    />
  );
}
