export * from './rls';
