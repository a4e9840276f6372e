import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useNavItems } from '../layouts/nav-items';
import { SideSheet } from './side-sheet';
import sheet from './side-sheet.module.css';

/**
 * The phone menu of the site's bars built without MUI (the home page's and the Masthead): the links
 * by role, then Logout, or Login and Register; `showUser` adds who is signed in at the top.
 */
export function SiteMenuSheet({
  open,
  onClose,
  showUser = false,
}: {
  open: boolean;
  onClose: () => void;
  showUser?: boolean;
}) {
  const { user, logout } = useAuth();
  const items = useNavItems();
  return (
    <SideSheet open={open} onClose={onClose} label="Menu">
      <nav aria-label="Main">
        {showUser && user && (
          <div className={sheet.signedIn}>
            <div className={sheet.caption}>Signed in as</div>
            <div className={sheet.name}>{user.name}</div>
          </div>
        )}
        <ul className={sheet.list}>
          {items.map((item) => (
            <li key={item.to}>
              <RouterLink to={item.to} className={sheet.item} onClick={onClose}>
                {item.label}
              </RouterLink>
            </li>
          ))}
        </ul>
        <hr className={sheet.divider} />
        <ul className={sheet.list}>
          {user ? (
            <li>
              <button
                type="button"
                className={sheet.item}
                onClick={() => {
                  onClose();
                  logout();
                }}
              >
                Logout
              </button>
            </li>
          ) : (
            <>
              <li>
                <RouterLink to={paths.login} className={sheet.item} onClick={onClose}>
                  Login
                </RouterLink>
              </li>
              <li>
                <RouterLink to={paths.register} className={sheet.item} onClick={onClose}>
                  Register
                </RouterLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </SideSheet>
  );
}
