/** Issue 12 item 2: the injection corpus through the HTTP API on mysql (see suite.ts). */
import { injectionSuite } from './suite';

injectionSuite('mysql');
