export * from './analogous';
export * from './categorical';
export * from './color-math';
export * from './contrast';
export * from './registry';
export * from './schemes-categorical';
export * from './schemes-sequential';
