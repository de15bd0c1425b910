export { signIn, signOut } from './api/login';
export { LoginPage, safeNext } from './components/LoginPage';
