import './styles.css';

/**
 * The entry point is small on purpose: when the server sent the page already rendered, the
 * browser paints it first and the app's scripts run after that paint (their files are preloaded
 * meanwhile, see server/lib/html.ts). Otherwise the app starts at once.
 */
const start = () => void import('./boot');

if (document.getElementById('root')?.dataset.ns === undefined) {
  start();
} else {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // After the next frame has been painted; a hidden tab paints no frames, hence the timeout.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}
