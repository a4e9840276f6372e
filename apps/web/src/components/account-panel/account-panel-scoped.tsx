import { MuiScope } from '../../app/mui-scope';
import { AccountPanel } from './account-panel';

/** The account panel with MUI's theme, for headers that are built without MUI. */
export default function AccountPanelScoped(props: { open: boolean; onClose: () => void }) {
  return (
    <MuiScope>
      <AccountPanel {...props} />
    </MuiScope>
  );
}
