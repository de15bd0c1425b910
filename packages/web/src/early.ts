/**
 * The first script the page runs, before the app's own code has been evaluated (index.html lists
 * it first; it imports nothing of React or antd, so it is ready as soon as its few modules are in):
 * the session call, the current page's API calls and the download of its code leave here, a few
 * hundred milliseconds before the app could ask for them. The app's calls then take these answers
 * (app/http.ts `prefetch`).
 */
import { prefetch } from './app/http';
import { BOOTSTRAP_PATH, firstPageWarmers, prefetchFor } from './app/prefetchFor';

void prefetch(BOOTSTRAP_PATH);
prefetchFor(window.location.pathname, window.location.search, firstPageWarmers);
