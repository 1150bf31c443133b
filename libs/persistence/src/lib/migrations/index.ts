import { InitialSchema1732230000000 } from './1732230000000-initial-schema';

/** Every migration in order. Schema changes only ever happen through these. */
export const MIGRATIONS = [InitialSchema1732230000000];
