export { RlsListPage } from './components/RlsListPage';
export { RoleListPage } from './components/RoleListPage';
export { UserListPage } from './components/UserListPage';
export { isSecurityAdmin } from './lib/admin';
