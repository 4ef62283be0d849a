import './styles.css';
import { registerServiceWorker } from './features/pwa/register-sw';
import { reloadOnStaleBuild } from './lib/stale-build';
import { startOnIntent } from './lib/start-on-intent';

/**
 * The entry point is small on purpose. When the server sent the page already rendered, it is a
 * complete document: it paints and reads without scripts, and its links work. The app starts over
 * it when it is needed (lib/start-on-intent.ts: the first touch, key, pointer or focus, or a part
 * only the app can fill in coming into view); meanwhile the service worker, registered once the
 * page has loaded, fetches the app's files in the background. Otherwise the app starts at once.
 */
const start = () => void import('./boot');

const root = document.getElementById('root');
if (root?.dataset.ns === undefined) start();
else startOnIntent(root, start);

registerServiceWorker();
reloadOnStaleBuild();
