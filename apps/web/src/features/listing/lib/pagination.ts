export { pageItems, type TPageItem } from '../../../components/ui/page-items';
