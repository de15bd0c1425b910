export { safeNext } from './safe-next';
