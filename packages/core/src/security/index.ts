export * from './dashboard-permissions';
export * from './rls';
