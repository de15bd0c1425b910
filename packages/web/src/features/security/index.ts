export { isSecurityAdmin } from './components/AdminOnly';
export { RlsListPage } from './components/RlsListPage';
export { RoleListPage } from './components/RoleListPage';
export { UserListPage } from './components/UserListPage';
