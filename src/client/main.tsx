import './styles.css';
import { registerServiceWorker } from './features/pwa/register-sw';
import { reloadOnStaleBuild } from './lib/stale-build';
import { watchPresses } from './lib/press';
import { startOnIntent } from './lib/start-on-intent';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Small on purpose: a visitor's page sent rendered starts the app only when it is used
// (docs/decisions/008); the bare page and a member's shell (docs/decisions/010) start it at once.
// The framework is evaluated first, then the app, each in a task of its own (app/framework.ts).
const start = () => void import('./app/framework').then(nextTask).then(() => import('./boot'));

// A member's shell paints first: its app starts right after that first frame, so the work of
// starting it (the framework's parse and evaluation) never holds the shell's first paint back.
const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

watchPresses();
const root = document.getElementById('root');
if (root?.dataset.ns === undefined) start();
else if (root.dataset.member !== undefined) afterFirstPaint(start);
else startOnIntent(root, start);

registerServiceWorker();
reloadOnStaleBuild();
