import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const folderSlots = { expandIcon: FolderIcon, collapseIcon: FolderOpenIcon };

export default function FileTypeIcons() {
  return (
    <SimpleTreeView
      aria-label="Client documents"
      defaultExpandedItems={['contracts', 'branding']}
      sx={{ maxWidth: 360, '& svg': { color: 'text.secondary' } }}
    >
      <TreeItem itemId="contracts" label="Contracts" slots={folderSlots}>
        <TreeItem itemId="msa" label="Master agreement.pdf" slots={{ icon: PictureAsPdfOutlinedIcon }} />
        <TreeItem itemId="rates" label="Rate card.xlsx" slots={{ icon: TableChartOutlinedIcon }} />
      </TreeItem>
      <TreeItem itemId="branding" label="Branding" slots={folderSlots}>
        <TreeItem itemId="logo" label="Logo.png" slots={{ icon: ImageOutlinedIcon }} />
        <TreeItem itemId="banner" label="Banner.jpg" slots={{ icon: ImageOutlinedIcon }} />
      </TreeItem>
      <TreeItem itemId="archive" label="Archive" slots={folderSlots}>
        <TreeItem itemId="old-brief" label="Brief 2023.pdf" slots={{ icon: PictureAsPdfOutlinedIcon }} />
      </TreeItem>
    </SimpleTreeView>
  );
}
