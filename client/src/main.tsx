// Entry: the global styles (render-blocking, they paint the server's HTML), then — once the browser has
// painted that HTML — the app (app/start.tsx). React and the page's chunks are preloaded by the HTML, so
// they arrive meanwhile; running them only after the first paint keeps that paint as early as the HTML
// allows. A hidden tab paints nothing, so it starts at once.
import './styles.css';

function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

await afterFirstPaint();
await import('./app/start.tsx');
