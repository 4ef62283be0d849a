import './styles.css';
import { registerServiceWorker } from './features/pwa/register-sw';
import { reloadOnStaleBuild } from './lib/stale-build';
import { startOnIntent } from './lib/start-on-intent';

// Small on purpose: a page sent rendered starts the app only when it is used (docs/decisions/008);
// the bare page starts it at once.
const start = () => void import('./boot');

const root = document.getElementById('root');
if (root?.dataset.ns === undefined) start();
else startOnIntent(root, start);

registerServiceWorker();
reloadOnStaleBuild();
